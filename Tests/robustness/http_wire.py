"""Just enough HTTP/1.1 over a raw socket for the robustness scripts."""

import socket


class Connection:
    """A TCP connection that reads whole responses, one at a time, keeping
    bytes read ahead (pipelined answers) for the next read."""

    def __init__(self, host, port, timeout):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def sendall(self, data):
        self.sock.sendall(data)

    def send_request(self, method, target, body=b"", headers=()):
        lines = ["%s %s HTTP/1.1" % (method, target), "Host: robustness"]
        lines += ["%s: %s" % pair for pair in headers]
        if body or method in ("POST", "PUT"):
            lines.append("Content-Length: %d" % len(body))
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + body)

    def read_response(self):
        """(status, headers with lower-case names, body), or None when the
        peer closed (or reset) before a whole response arrived."""
        try:
            head = self._until(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            status = int(lines[0].split(" ")[1])
            headers = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            if headers.get("transfer-encoding", "").lower() == "chunked":
                body = self._chunked_body()
            else:
                body = self._exactly(int(headers.get("content-length", "0")))
        except (EOFError, ConnectionResetError):
            return None
        return status, headers, body

    def wait_closed(self, seconds):
        """True when the peer closes (EOF or reset) within `seconds`."""
        self.sock.settimeout(seconds)
        try:
            while self.sock.recv(65536):
                pass
            return True
        except ConnectionResetError:
            return True
        except socket.timeout:
            return False

    def reset_on_close(self):
        """SO_LINGER 0: close() sends RST instead of FIN."""
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")

    def close(self):
        self.sock.close()

    def _chunked_body(self):
        body = b""
        while True:
            size = int(self._until(b"\r\n").split(b";")[0], 16)
            if size == 0:
                self._until(b"\r\n")
                return body
            body += self._exactly(size)
            self._exactly(2)

    def _fill(self):
        data = self.sock.recv(65536)
        if not data:
            raise EOFError
        self.buffer += data

    def _until(self, marker):
        while marker not in self.buffer:
            self._fill()
        head, _, self.buffer = self.buffer.partition(marker)
        return head

    def _exactly(self, count):
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

-- POST the file named by $BODY_FILE (no file: an empty body) as JSON.
-- Used for POST /v1/solve and POST /v1/scenes/{name}/solve.
local path = os.getenv("BODY_FILE")
local body = ""
if path and path ~= "" then
    local f = assert(io.open(path, "rb"))
    body = f:read("*a")
    f:close()
end
wrk.method = "POST"
wrk.body = body
wrk.headers["Content-Type"] = "application/json"

-- PUT the file named by $BODY_FILE as a new scene per request, named
-- $PREFIX-<thread>-<n>, so every request stores a new scene. With
-- $PER_THREAD, each wrk thread stops after that many answers (to fill the
-- store to a known size).
local path = assert(os.getenv("BODY_FILE"), "BODY_FILE must name a scene")
local f = assert(io.open(path, "rb"))
local body = f:read("*a")
f:close()
local prefix = os.getenv("PREFIX") or "put"
local quota = tonumber(os.getenv("PER_THREAD") or "")
local headers = { ["Content-Type"] = "application/json" }

local started = 0
function setup(thread)
    started = started + 1
    thread:set("tid", started)
end

local n = 0
local answered = 0

function request()
    n = n + 1
    return wrk.format("PUT", "/v1/scenes/" .. prefix .. "-" .. tid .. "-" .. n, headers, body)
end

function response(status, headers, body)
    answered = answered + 1
    if quota and answered >= quota then wrk.thread:stop() end
end

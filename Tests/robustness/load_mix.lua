-- wrk script: a mix of solves, stored-scene reads and stored-scene writes.
-- Every answer must be 2xx, or 503 carrying Retry-After (a full solve queue);
-- done() prints one "status CODE COUNT" line per code seen and a
-- "status 503-without-retry-after COUNT" line, for load_run.py to judge.
-- The scenes named load-0 .. load-(SCENES-1) must exist before the run.

local SCENES = 16
-- Share of each kind of request, out of 10.
local SOLVES, READS = 4, 4  -- the rest are writes

local function scene(views)
    local parts = {'{"id":"root"}'}
    local names = {}
    for i = 1, views do
        parts[#parts + 1] = string.format(
            '{"id":"v%d","parent":"root","intrinsicContentSize":{"width":%d,"height":20}}', i, 10 + i)
        names[#names + 1] = string.format("[v%d]", i)
    end
    return string.format(
        '{"format":"layoutd.scene/1","root":"root","size":{"width":%d,"height":568},"views":[%s],'
        .. '"constraints":[{"visualFormat":"H:|-%s-|"},{"visualFormat":"V:|-[v1]"},{"visualFormat":"H:%s","options":["alignAllTop"]}]}',
        300 + views * 40, table.concat(parts, ","), table.concat(names, "-"), table.concat(names, "-"))
end

local bodies = {}
for i = 1, 8 do bodies[i] = scene(i + 1) end
local json = { ["Content-Type"] = "application/json" }
local counter = 0
-- Globals, not locals: done() reads them from each thread with thread:get().
statuses = {}
missing_retry_after = 0
local threads = {}

function setup(thread)
    table.insert(threads, thread)
end

function init(args)
    counter = math.random(0, 1000)
end

function request()
    counter = counter + 1
    local kind = counter % 10
    local name = "load-" .. (counter % SCENES)
    local body = bodies[(counter % #bodies) + 1]
    if kind < SOLVES then
        return wrk.format("POST", "/v1/solve", json, body)
    elseif kind < SOLVES + READS then
        return wrk.format("GET", "/v1/scenes/" .. name, nil, nil)
    else
        return wrk.format("PUT", "/v1/scenes/" .. name, json, body)
    end
end

function response(status, headers, body)
    statuses[status] = (statuses[status] or 0) + 1
    if status == 503 and headers["Retry-After"] == nil and headers["retry-after"] == nil then
        missing_retry_after = missing_retry_after + 1
    end
end

function done(summary, latency, requests)
    local totals = {}
    local missing = 0
    for _, thread in ipairs(threads) do
        for code, count in pairs(thread:get("statuses")) do
            totals[code] = (totals[code] or 0) + count
        end
        missing = missing + thread:get("missing_retry_after")
    end
    for code, count in pairs(totals) do
        io.write(string.format("status %d %d\n", code, count))
    end
    io.write(string.format("status 503-without-retry-after %d\n", missing))
    local errors = summary.errors
    io.write(string.format("errors connect=%d read=%d write=%d status=%d timeout=%d\n",
        errors.connect, errors.read, errors.write, errors.status, errors.timeout))
    io.write(string.format("latency p50=%.1fms p99=%.1fms max=%.1fms requests=%d\n",
        latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.requests))
end

-- A small test harness for headless Neovim: named cases, whole-value comparisons with the
-- difference shown, waits with timeouts, and a closing "N passed, N failed" line. The process
-- exits 1 when a case failed.
local M = { passed = 0, failed = 0 }

local function write(stream, text)
  io[stream]:write(text .. "\n")
  io[stream]:flush()
end

--- Fails the current case unless `actual` equals `expected` (deeply).
function M.eq(actual, expected, what)
  if not vim.deep_equal(actual, expected) then
    error(("%s\n  expected: %s\n  actual:   %s"):format(what or "values differ", vim.inspect(expected), vim.inspect(actual)), 2)
  end
end

function M.truthy(value, what)
  if not value then error(what or "expected a true value", 2) end
  return value
end

--- Waits for `condition()` (polling, events processed meanwhile); fails naming `what`.
function M.wait(what, condition, timeout)
  if not vim.wait(timeout or 20000, condition, 20) then error("timed out waiting for " .. what, 2) end
end

--- Runs one case; an error fails it and the others still run.
function M.test(name, body)
  local ok, problem = xpcall(body, debug.traceback)
  if ok then
    M.passed = M.passed + 1
    write("stdout", "ok - " .. name)
  else
    M.failed = M.failed + 1
    write("stdout", "not ok - " .. name)
    write("stderr", "FAIL " .. name .. ": " .. tostring(problem))
  end
end

function M.skip(name, reason)
  write("stdout", "ok - " .. name .. " # skip " .. reason)
end

--- Prints the summary and exits.
function M.finish(suite)
  write("stdout", ("%s: %d passed, %d failed"):format(suite, M.passed, M.failed))
  local clients = vim.lsp.get_clients and vim.lsp.get_clients() or vim.lsp.get_active_clients()
  for _, client in pairs(clients) do
    vim.lsp.stop_client(client.id, true)
  end
  vim.cmd(M.failed == 0 and "qall!" or "cquit 1")
end

--- Writes `files` ({relative path = text}) under a new temporary folder; its absolute path.
function M.tree(files)
  local root = vim.fn.resolve(vim.fn.tempname())
  for relative, text in pairs(files) do
    local path = root .. "/" .. relative
    vim.fn.mkdir(vim.fn.fnamemodify(path, ":h"), "p")
    local handle = assert(io.open(path, "w"))
    handle:write(text)
    handle:close()
  end
  return root
end

--- Runs a test file; an error outside a case (a broken file) fails the run at once.
function M.run(file)
  local ok, problem = xpcall(dofile, debug.traceback, file)
  if not ok then
    write("stderr", "FAIL " .. file .. ": " .. tostring(problem))
    vim.cmd("cquit 1")
  end
end

return M

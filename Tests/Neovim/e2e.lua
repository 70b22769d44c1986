-- End-to-end test with Neovim's built-in LSP client (0.7 or later), run headless by
-- Tests/Neovim/run.sh: open a stylesheet with a misspelled property, receive the diagnostic,
-- get completion items and a hover, fix the typo, and see the diagnostic go away.
local binary = assert(os.getenv("STYLE_LSP"), "STYLE_LSP is not set")
local dir = assert(os.getenv("WORK_DIR"), "WORK_DIR is not set")

local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function pass(message)
  io.stdout:write("ok: " .. message .. "\n")
end

vim.cmd("edit " .. dir .. "/screen.css")
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({ name = "style-lsp", cmd = { binary }, root_dir = dir })
if not client_id then fail("the client did not start") end
vim.lsp.buf_attach_client(buffer, client_id)

-- 1. The misspelled property is reported.
if not vim.wait(15000, function() return #vim.diagnostic.get(buffer) > 0 end, 50) then
  fail("no diagnostics arrived")
end
local diagnostic = vim.diagnostic.get(buffer)[1]
if diagnostic.lnum ~= 2 or not diagnostic.message:find("textColr", 1, true) or not diagnostic.message:find("textColor", 1, true) then
  fail("unexpected diagnostic: " .. vim.inspect(diagnostic))
end
pass("diagnostic: " .. diagnostic.message)

local function request(method, params)
  local responses = vim.lsp.buf_request_sync(buffer, method, params, 10000)
  local response = responses and responses[client_id]
  if not response or response.err then fail(method .. " failed: " .. vim.inspect(responses)) end
  return response.result
end

local uri = vim.uri_from_bufnr(buffer)

-- 2. Completion inside the misspelled name offers the right property.
local completion = request("textDocument/completion", { textDocument = { uri = uri }, position = { line = 2, character = 8 } })
local items = completion.items or completion
local found = false
for _, item in ipairs(items) do
  if item.label == "textColor" then found = true end
end
if not found then fail("completion has no textColor among " .. #items .. " items") end
pass("completion: " .. #items .. " items, textColor among them")

-- 3. Hover on a property shows its documentation.
local hover = request("textDocument/hover", { textDocument = { uri = uri }, position = { line = 1, character = 8 } })
local text = hover and hover.contents and (hover.contents.value or hover.contents)
if type(text) ~= "string" or not text:find("textAlignment", 1, true) then
  fail("unexpected hover: " .. vim.inspect(hover))
end
pass("hover: " .. text:sub(1, 60):gsub("\n", " "))

-- 4. Fixing the typo (an incremental change) clears the diagnostic.
vim.api.nvim_buf_set_text(buffer, 2, 4, 2, 12, { "textColor" })
if not vim.wait(15000, function() return #vim.diagnostic.get(buffer) == 0 end, 50) then
  fail("the diagnostic did not clear: " .. vim.inspect(vim.diagnostic.get(buffer)))
end
pass("the fix cleared the diagnostic")

vim.lsp.stop_client(client_id)
vim.cmd("qa!")

-- The Vim syntax file: the highlight group of every run of text in the grammar's fixtures,
-- against a snapshot per fixture (STYLELSP_RECORD=1 rewrites them after an intended change).
local t = require("harness")
local repository = os.getenv("STYLELSP_ROOT")
local fixtures = repository .. "/Tests/Editors/grammar/fixtures"

--- One line per run of characters in the same syntax group: `line:column 'text' group`.
local function runs()
  local out = {}
  for line = 1, vim.fn.line("$") do
    local text = vim.fn.getline(line)
    local start, group = 1, nil
    local function flush(stop)
      local piece = text:sub(start, stop)
      if group and group ~= "" and piece:match("%S") then
        table.insert(out, ("%d:%d %q %s"):format(line, start, piece, group))
      end
    end
    for column = 1, #text do
      local name = vim.fn.synIDattr(vim.fn.synID(line, column, 1), "name")
      if name ~= group then
        flush(column - 1)
        start, group = column, name
      end
    end
    flush(#text)
  end
  return table.concat(out, "\n") .. "\n"
end

for _, name in ipairs({ "stylesheet", "layout", "interfacss2" }) do
  t.test("syntax groups of " .. name .. ".icss", function()
    vim.cmd("edit " .. vim.fn.fnameescape(fixtures .. "/" .. name .. ".icss"))
    t.eq(vim.bo.filetype, "interfacss")
    local actual = runs()
    local snapshot = repository .. "/Tests/Editors/nvim/syntax/" .. name .. ".groups"
    if os.getenv("STYLELSP_RECORD") == "1" then
      vim.fn.mkdir(vim.fn.fnamemodify(snapshot, ":h"), "p")
      local handle = assert(io.open(snapshot, "w"))
      handle:write(actual)
      handle:close()
      return
    end
    local handle = io.open(snapshot)
    local expected = handle and handle:read("*a") or ""
    if handle then handle:close() end
    if actual ~= expected then
      local diff = vim.diff and vim.diff(expected, actual) or actual
      error(("groups differ from %s (STYLELSP_RECORD=1 rewrites it after an intended change):\n%s"):format(snapshot, diff))
    end
  end)
end

t.finish("nvim syntax")

-- The plugin with the real server: a project opened by a relative file name gets its root (the
-- variables of its other stylesheet are known), diagnostics and completion arrive, the XML of
-- the project is served, settings are answered, and :StylePreview draws the layout and draws it
-- again after an edit and for another device.
local t = require("harness")
local stylelsp = require("stylelsp")
local preview = require("stylelsp.preview")

local binary = assert(os.getenv("STYLE_LSP"), "STYLE_LSP is not set")
local root = t.tree({
  [".stylelsp.json"] = vim.json.encode({ include = { "Styles/**/*.css" }, stylesheets = { "Styles/constants.css", "Styles/main.css" } }),
  ["Styles/constants.css"] = "@accent: #ff6d10;\n@gutter: 16;\n",
  ["Styles/spacing.css"] = "@spare: 4;\n",
  ["Styles/main.css"] = table.concat({
    "#header {",
    "    frame: size(auto, 96).top(0);",
    "    backgroundColor: @accent;",
    "",
    "    UILabel#title {",
    "        text: \"Dashboard\";",
    "        textColr: white;",
    "        frame: size(auto, 40).left(@gutter).right(@gutter).bottom(12);",
    "    }",
    "}",
    "",
    "#chart {",
    "    layout: top(header + 12), left(@gutter), right(parent.right - 16), height(220);",
    "}",
    "",
  }, "\n"),
  -- An InterfaCSS 2 view definition with a misspelt property in an inline style; main.css
  -- styles none of its elements, so its preview stays drawn from its own nesting.
  ["Views/Main.xml"] = "<layout>\n  <view>\n    <label id=\"footnote\" style=\"textColr: white\"/>\n  </view>\n</layout>\n",
  ["web/site.css"] = "body { color: red; }\n",
})

stylelsp.setup({ cmd = { binary }, settings = { preview = { device = "iphone-se" }, rules = { ["unused-variable"] = "off" } }, preview_delay = 50 })

local function client_of(bufnr)
  t.wait("the client to attach", function() return stylelsp.client(bufnr) ~= nil end)
  return stylelsp.client(bufnr)
end

vim.cmd("cd " .. vim.fn.fnameescape(root .. "/Styles"))
-- Neovim 0.10 and later pull diagnostics, and keep an answer given before the server has read
-- the project's other stylesheets (a server matter): main.css is opened once the server knows
-- them, that is once completion in constants.css offers spacing.css's variable.
vim.cmd("edit constants.css")
local constants = vim.api.nvim_get_current_buf()
client_of(constants)
t.wait("the project's stylesheets to be read", function()
  local responses = vim.lsp.buf_request_sync(constants, "textDocument/completion",
    { textDocument = { uri = vim.uri_from_bufnr(constants) }, position = { line = 1, character = 9 } }, 5000)
  for _, response in pairs(responses or {}) do
    for _, item in ipairs(response.result and (response.result.items or response.result) or {}) do
      if item.label == "@spare" then return true end
    end
  end
  return false
end)
vim.cmd("edit main.css")
local main = vim.api.nvim_get_current_buf()

t.test("opened by a relative name: one client, rooted at the project", function()
  local client = client_of(main)
  t.eq({ client.name, client.config.root_dir, vim.bo[main].filetype }, { "stylelsp", root, "interfacss" })
  t.wait("initialization", function() return client.initialized ~= false and client.server_capabilities ~= nil end)
end)

t.test("diagnostics: the misspelled property, and no undefined variables from the other stylesheet", function()
  local function diagnostics()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(main)) do
      table.insert(found, { d.lnum, d.col, d.severity, d.message, d.code })
    end
    return found
  end
  local expected = { { 6, 8, vim.diagnostic.severity.ERROR,
    "UILabel has no property 'textColr': InterfaCSS ignores it; did you mean 'textColor'?", "unknown-property" } }
  -- Waits for them, and shows the difference if they never come.
  pcall(t.wait, "the diagnostics", function() return vim.deep_equal(diagnostics(), expected) end)
  t.eq(diagnostics(), expected)
end)

t.test("completion in the misspelled name offers textColor", function()
  local responses = vim.lsp.buf_request_sync(main, "textDocument/completion",
    { textDocument = { uri = vim.uri_from_bufnr(main) }, position = { line = 6, character = 12 } }, 15000)
  local response = t.truthy(responses and responses[stylelsp.client(main).id], "no completion response")
  t.truthy(not response.err, vim.inspect(response.err))
  local labels = {}
  for _, item in ipairs(response.result.items or response.result) do labels[item.label] = true end
  t.truthy(labels.textColor, "textColor is not among the items")
  t.truthy(labels.textAlignment, "textAlignment is not among the items")
end)

t.test("workspace/configuration is answered with the stylelsp settings", function()
  local client = stylelsp.client(main)
  local handler = client.handlers["workspace/configuration"] or vim.lsp.handlers["workspace/configuration"]
  local result = handler(nil, { items = { { section = "stylelsp" }, { section = "stylelsp.preview" }, { section = "editor" } } },
    { client_id = client.id, method = "workspace/configuration" })
  t.eq(result, {
    { preview = { device = "iphone-se", orientation = vim.NIL }, rules = { ["unused-variable"] = "off" } },
    { device = "iphone-se", orientation = vim.NIL },
    vim.NIL,
  })
end)

t.test("the project's XML is served by the same client, other projects' CSS is not", function()
  vim.cmd("edit ../Views/Main.xml")
  local xml = vim.api.nvim_get_current_buf()
  t.eq(vim.bo[xml].filetype, "xml")
  t.eq(client_of(xml).id, stylelsp.client(main).id)
  -- Checked as a view definition: the inline style's property, at its place in the XML.
  t.wait("the inline style's diagnostic", function()
    for _, diagnostic in ipairs(vim.diagnostic.get(xml)) do
      if diagnostic.message:find("textColr", 1, true) and diagnostic.lnum == 2 and diagnostic.col == 32 then return true end
    end
    return false
  end)
  vim.cmd("edit ../web/site.css")
  t.eq({ vim.bo.filetype, stylelsp.client(0) }, { "css", nil })
  vim.cmd("buffer " .. main)
end)

t.test("the nvim-lspconfig configuration: the same command, filetypes, roots and settings", function()
  local config = stylelsp.lspconfig()
  t.eq({ config.cmd, config.filetypes, config.settings.stylelsp.preview.device },
    { { binary }, { "interfacss", "xml" }, "iphone-se" })
  t.eq({ config.root_dir("main.css"), config.root_dir(root .. "/Views/Main.xml"), config.root_dir(root .. "/../elsewhere.xml") },
    { root, root, nil })
end)

local function preview_lines()
  return vim.api.nvim_buf_get_lines(preview.buffer(main), 0, -1, false)
end

local function has_line(text, prefix)
  for _, line in ipairs(preview_lines()) do
    if line == text or (prefix and line:sub(1, #text) == text) then return true end
  end
  return false
end

t.test(":StylePreview opens a scratch split beside the stylesheet with the drawing", function()
  local windows = #vim.api.nvim_list_wins()
  vim.cmd("StylePreview")
  t.eq({ #vim.api.nvim_list_wins(), vim.api.nvim_get_current_buf() }, { windows + 1, main })
  local buffer = t.truthy(preview.buffer(main), "no preview buffer")
  t.eq({ vim.bo[buffer].buftype, vim.bo[buffer].modifiable, vim.bo[buffer].swapfile }, { "nofile", false, false })
  t.wait("the drawing", function() return has_line("  chart (UIView)  16,108 343×220") end)
  -- iphone-se from the settings.
  t.truthy(has_line("375×667 pt, portrait"), table.concat(preview_lines(), "\n"))
  t.truthy(preview_lines()[1]:match("^%+%-header%-%-"), preview_lines()[1])
end)

t.test("an edit draws it again", function()
  vim.api.nvim_buf_set_text(main, 12, 78, 12, 81, { "120" })
  t.wait("the new chart height", function() return has_line("  chart (UIView)  16,108 343×120") end)
  vim.api.nvim_buf_set_lines(main, 13, 14, false, { "}", "UILabel#caption {", "    layout: top(chart + 8), left(chart.left);", "}" })
  t.wait("the new caption", function() return has_line("  caption (UILabel)  16,236 ", true) end)
end)

t.test(":StylePreview ipad landscape switches the screen in the same split", function()
  local windows = #vim.api.nvim_list_wins()
  vim.cmd("StylePreview ipad landscape")
  t.eq(#vim.api.nvim_list_wins(), windows)
  t.wait("the iPad drawing", function() return has_line("1024×768 pt, landscape") end)
  t.truthy(has_line("  chart (UIView)  16,108 992×120"), table.concat(preview_lines(), "\n"))
end)

t.test(":StylePreview with a word that is no device says which are", function()
  local ok, problem = pcall(vim.cmd, "StylePreview iphone-99")
  t.eq(ok, false)
  t.truthy(tostring(problem):find("StylePreview: 'iphone-99' is neither a device (iphone-se, iphone-8,", 1, true), problem)
  t.eq(vim.fn.getcompletion("StylePreview ipad-p", "cmdline"), { "ipad-pro-11", "ipad-pro-13" })
end)

t.test(":StylePreview svg FILE writes the picture, and the text preview stays", function()
  local file = root .. "/screen.svg"
  vim.cmd("StylePreview svg " .. vim.fn.fnameescape(file) .. " iphone-15 dark")
  t.wait("the picture", function() return vim.fn.filereadable(file) == 1 end)
  -- The picture of the buffer as edited above (with its caption), as the server draws it.
  local svg = table.concat(vim.fn.readfile(file, "b"), "\n")
  t.truthy(svg:find('<svg xmlns="http://www.w3.org/2000/svg" class="style-preview dark" viewBox="0 0 433 ', 1, true), svg:sub(1, 200))
  t.truthy(svg:find('<title>main.css, 393×852 pt, portrait</title>', 1, true), svg:sub(1, 300))
  t.truthy(svg:find('data-name="caption"', 1, true), "the caption added by the edit is drawn")
  -- The text preview beside it is unchanged.
  t.truthy(has_line("1024×768 pt, landscape"), table.concat(preview_lines(), "\n"))
  local ok, problem = pcall(vim.cmd, "StylePreview svg")
  t.eq(ok, false)
  t.truthy(tostring(problem):find("StylePreview svg: give the file to write the picture to", 1, true), problem)
  t.eq(vim.fn.getcompletion("StylePreview s", "cmdline"), { "svg" })
  t.eq(vim.fn.getcompletion("StylePreview svg x.svg d", "cmdline"), { "dark" })
end)

t.test("closing the preview stops the drawing", function()
  local buffer = preview.buffer(main)
  vim.api.nvim_buf_delete(buffer, { force = true })
  t.eq(preview.buffer(main), nil)
  vim.api.nvim_buf_set_text(main, 12, 78, 12, 81, { "220" })
  vim.wait(300)
  t.eq(preview.buffer(main), nil)
end)

t.finish("nvim lsp " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor))

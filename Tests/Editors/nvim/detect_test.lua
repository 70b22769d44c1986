-- Which buffers are InterfaCSS, and the root their server runs in: filetypes after :edit with
-- absolute and relative names, on Neovim 0.7 and current releases.
local t = require("harness")
local project = require("stylelsp.project")

local inno = "; An installer\n[Setup]\nAppName=Demo\n"
local root = t.tree({
  ["app/.git/HEAD"] = "ref: refs/heads/main\n",
  ["app/ios/.stylelsp.json"] = vim.json.encode({ include = { "Styles/**/*.css" }, exclude = { "**/web/**" }, stylesheets = { "Legacy/old.css" } }),
  ["app/ios/Styles/main.css"] = "UILabel { alpha: 1; }\n",
  ["app/ios/Styles/web/site.css"] = "body { color: red; }\n",
  ["app/ios/Other/x.css"] = "body {}\n",
  ["app/ios/Legacy/old.css"] = ".a { alpha: 1; }\n",
  ["app/ios/Views/Main.xml"] = "<view/>\n",
  ["app/ios/installer.iss"] = inno,
  ["app/site/site.css"] = "body {}\n",
  ["app/site/page.xml"] = "<html/>\n",
  ["app/site/theme.icss"] = ".a { alpha: 1; }\n",
  ["app/site/theme.iss"] = ".a { alpha: 1; }\n",
  ["app/site/installer.iss"] = inno,
  ["loose/a.icss"] = ".a { alpha: 1; }\n",
})

t.test("globs read as the server reads them", function()
  local handle = assert(io.open(os.getenv("STYLELSP_ROOT") .. "/Tests/Editors/glob-cases.json"))
  local cases = vim.json.decode(handle:read("*a")).cases
  handle:close()
  local actual = {}
  for _, case in ipairs(cases) do
    table.insert(actual, { case[1], case[2], project.glob_matches(case[1], case[2]) })
  end
  t.eq(actual, cases)
end)

t.test("filetypes: .icss and .iss are interfacss, .css only in a marked project, an Inno Setup script stays iss", function()
  local files = {
    "app/ios/Styles/main.css", "app/ios/Styles/web/site.css", "app/ios/Other/x.css", "app/ios/Legacy/old.css",
    "app/ios/Views/Main.xml", "app/ios/installer.iss", "app/site/site.css", "app/site/page.xml",
    "app/site/theme.icss", "app/site/theme.iss", "app/site/installer.iss",
  }
  local actual = {}
  for _, file in ipairs(files) do
    vim.cmd("edit " .. vim.fn.fnameescape(root .. "/" .. file))
    table.insert(actual, { file, vim.bo.filetype })
  end
  t.eq(actual, {
    { "app/ios/Styles/main.css", "interfacss" }, { "app/ios/Styles/web/site.css", "css" }, { "app/ios/Other/x.css", "css" },
    { "app/ios/Legacy/old.css", "interfacss" }, { "app/ios/Views/Main.xml", "xml" }, { "app/ios/installer.iss", "interfacss" },
    { "app/site/site.css", "css" }, { "app/site/page.xml", "xml" }, { "app/site/theme.icss", "interfacss" },
    { "app/site/theme.iss", "interfacss" }, { "app/site/installer.iss", "iss" },
  })
end)

t.test("a relative file name: the same filetype and the project's root", function()
  vim.cmd("cd " .. vim.fn.fnameescape(root .. "/app/ios/Styles"))
  vim.cmd("edit main.css")
  t.eq(vim.api.nvim_buf_get_name(0):sub(1, 1), "/")
  t.eq({ vim.bo.filetype, project.root(project.buffer_path(0)) }, { "interfacss", root .. "/app/ios" })
  vim.cmd("cd " .. vim.fn.fnameescape(root .. "/app"))
  vim.cmd("edit ios/Styles/../Legacy/old.css")
  t.eq({ vim.bo.filetype, project.root(project.buffer_path(0)) }, { "interfacss", root .. "/app/ios" })
end)

t.test("roots: .stylelsp.json first, else .git, else the file's folder", function()
  t.eq({
    project.root(root .. "/app/ios/Styles/main.css"),
    project.root(root .. "/app/site/theme.icss"),
    project.root(root .. "/loose/a.icss"),
  }, { root .. "/app/ios", root .. "/app", root .. "/loose" })
end)

t.test("the InterfaCSS buffer settings: comments and word characters", function()
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/loose/a.icss"))
  t.eq({ vim.bo.commentstring, vim.bo.comments, vim.bo.iskeyword:find("-", 1, true) ~= nil, vim.b.current_syntax },
    { "/* %s */", "s1:/*,mb:*,ex:*/,://", true, "interfacss" })
end)

t.test("a missing server: no client, and a message that says how to install it", function()
  require("stylelsp").setup({ cmd = { "/nonexistent/style-lsp" } })
  vim.cmd("edit " .. vim.fn.fnameescape(root .. "/app/site/theme.icss"))
  t.eq(require("stylelsp").attach(0), nil)
  local messages = vim.fn.execute("messages")
  t.truthy(messages:find("stylelsp: /nonexistent/style-lsp is not executable; build it with `swift build -c release`", 1, true), messages)
end)

t.finish("nvim detect")

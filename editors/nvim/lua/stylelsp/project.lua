-- Which files are InterfaCSS: `*.icss` and `*.iss` (unless an `.iss` file is an Inno Setup
-- script), `*.css` inside a project marked by `.stylelsp.json` and matched by its `include` and
-- `exclude`, and the view-definition XML of such a project. Also the root a buffer's server
-- runs in. Works on Neovim 0.7 (no vim.fs there).
local M = {}

local uv = vim.loop
M.config_file = ".stylelsp.json"

local function exists(path)
  return uv.fs_stat(path) ~= nil
end

local function dirname(path)
  local parent = path:match("^(.*)/[^/]*$")
  if parent == nil then return "." end
  return parent == "" and "/" or parent
end

local function join(directory, name)
  return directory == "/" and "/" .. name or directory .. "/" .. name
end

--- The absolute, normalised path of a buffer's file ("" for a buffer without one).
function M.buffer_path(bufnr)
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == "" then return "" end
  return vim.fn.fnamemodify(name, ":p")
end

--- The nearest folder at or above `directory` that holds one of `markers`, or nil.
function M.find_upward(directory, markers)
  local current = directory
  while true do
    for _, marker in ipairs(markers) do
      if exists(join(current, marker)) then return current, join(current, marker) end
    end
    local parent = dirname(current)
    if parent == current then return nil end
    current = parent
  end
end

--- The root a file's server runs in: the folder of the nearest `.stylelsp.json`, else of the
--- nearest `.git`, else the file's own folder.
function M.root(path)
  local directory = dirname(path)
  return M.find_upward(directory, { M.config_file }) or M.find_upward(directory, { ".git" }) or directory
end

--- The `include`, `exclude` and `stylesheets` of a configuration. One that cannot be read still
--- marks the project (the server reports what is wrong with it).
function M.read_configuration(file)
  local configuration = { directory = dirname(file), include = { "**/*.css" }, exclude = {}, stylesheets = {} }
  local handle = io.open(file, "r")
  if not handle then return configuration end
  local text = handle:read("*a")
  handle:close()
  local ok, json = pcall(vim.json.decode, text)
  if not ok or type(json) ~= "table" then return configuration end
  for _, key in ipairs({ "include", "exclude", "stylesheets" }) do
    if type(json[key]) == "table" then
      local strings = {}
      for _, item in ipairs(json[key]) do
        if type(item) == "string" then table.insert(strings, item) end
      end
      configuration[key] = strings
    end
  end
  return configuration
end

-- Pattern p from index pi against text t from index ti.
local function match(p, pi, t, ti)
  while pi <= #p do
    local c = p:sub(pi, pi)
    if c == "*" and p:sub(pi + 1, pi + 1) == "*" then
      local rest = pi + 2
      if p:sub(rest, rest) == "/" then
        -- `**/`: nothing, or whole folders.
        rest = rest + 1
        for k = ti, #t + 1 do
          if (k == ti or t:sub(k - 1, k - 1) == "/") and match(p, rest, t, k) then return true end
        end
        return false
      end
      for k = ti, #t + 1 do
        if match(p, rest, t, k) then return true end
      end
      return false
    elseif c == "*" then
      for k = ti, #t + 1 do
        if match(p, pi + 1, t, k) then return true end
        if t:sub(k, k) == "/" then return false end
      end
      return false
    elseif ti <= #t and (c == t:sub(ti, ti) or (c == "?" and t:sub(ti, ti) ~= "/")) then
      pi, ti = pi + 1, ti + 1
    else
      return false
    end
  end
  return ti > #t
end

--- A glob as the server reads it: relative to the configuration's folder, `*` within a folder,
--- `**` across folders, `?` one character; a pattern without `/` matches a file name anywhere.
function M.glob_matches(glob, relative)
  local pattern = glob
  if pattern:sub(1, 2) == "./" then pattern = pattern:sub(3) end
  if pattern:sub(-1) == "/" then pattern = pattern .. "**" end
  if not pattern:find("/", 1, true) then relative = relative:match("[^/]*$") end
  return match(pattern, 1, relative, 1)
end

--- Whether the configuration counts `path` (absolute) among its InterfaCSS stylesheets.
function M.includes(configuration, path)
  local prefix = configuration.directory == "/" and "/" or configuration.directory .. "/"
  if path:sub(1, #prefix) ~= prefix then return false end
  local relative = path:sub(#prefix + 1)
  for _, listed in ipairs(configuration.stylesheets) do
    if vim.fn.fnamemodify(join(configuration.directory, listed), ":p") == path then return true end
  end
  local included = false
  for _, glob in ipairs(configuration.include) do
    if M.glob_matches(glob, relative) then included = true end
  end
  if not included then return false end
  for _, glob in ipairs(configuration.exclude) do
    if M.glob_matches(glob, relative) then return false end
  end
  return true
end

-- Inno Setup scripts (also `*.iss`) have sections such as `[Setup]`.
local inno_sections = { setup = true, files = true, run = true, code = true, icons = true, languages = true, tasks = true, registry = true }

local function is_inno_setup(lines)
  for _, line in ipairs(lines) do
    local section = line:match("^%s*%[(%a+)%]%s*$")
    if section and inno_sections[section:lower()] then return true end
  end
  return false
end

--- The filetype a file should have: "interfacss", "xml" (a view definition of an InterfaCSS
--- project), or nil (not ours). `lines` are the first lines of the file, read only for `.iss`.
function M.classify(path, lines)
  local extension = (path:match("%.([^./]+)$") or ""):lower()
  local configuration = function()
    local _, file = M.find_upward(dirname(path), { M.config_file })
    return file
  end
  if extension == "icss" then
    return "interfacss"
  elseif extension == "iss" then
    if is_inno_setup(lines or {}) and not configuration() then return nil end
    return "interfacss"
  elseif extension == "css" then
    local file = configuration()
    if file and M.includes(M.read_configuration(file), path) then return "interfacss" end
  elseif extension == "xml" then
    if configuration() then return "xml" end
  end
  return nil
end

return M

-- StyleLSP for Neovim: starts style-lsp for InterfaCSS buffers (and the view-definition XML of
-- InterfaCSS projects), one server per project root, on Neovim 0.7 and later.
--
--   require("stylelsp").setup({ cmd = { "style-lsp" }, settings = { preview = { device = "iphone-15" } } })
local project = require("stylelsp.project")

local M = {}

local defaults = {
  -- The server command; "style-lsp" is looked for on PATH.
  cmd = { "style-lsp" },
  -- What the server pulls with workspace/configuration (section "stylelsp"):
  -- preview = { device = "ipad", orientation = "landscape" }, rules = { ["unused-variable"] = "off" }.
  settings = {},
  -- Open `*.css` of projects marked by `.stylelsp.json` as InterfaCSS.
  detect = true,
  -- How long typing must pause before the preview is drawn again, in milliseconds.
  preview_delay = 150,
  -- Passed on to the client.
  on_attach = nil,
  capabilities = nil,
}

M.options = vim.deepcopy(defaults)
local configured = false

--- The `stylelsp` section the server reads: settings not given are null, so the project's
--- `.stylelsp.json` applies.
function M.server_settings()
  local settings = M.options.settings or {}
  local preview = settings.preview or {}
  return {
    stylelsp = {
      preview = { device = preview.device or vim.NIL, orientation = preview.orientation or vim.NIL },
      rules = settings.rules or vim.empty_dict(),
    },
  }
end

--- The client configuration for a root folder.
function M.client_config(root)
  return {
    name = "stylelsp",
    cmd = M.options.cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    settings = M.server_settings(),
    on_attach = M.options.on_attach,
    capabilities = M.options.capabilities,
  }
end

--- Whether the server serves this buffer: an InterfaCSS buffer, or XML of a marked project.
function M.serves(bufnr)
  local filetype = vim.bo[bufnr].filetype
  local path = project.buffer_path(bufnr)
  if path == "" then return false end
  if filetype == "interfacss" then return true end
  return filetype == "xml" and project.classify(path) == "xml"
end

-- Client ids by root, for Neovim 0.7 (vim.lsp.start reuses clients by itself later on).
local clients = {}

--- Starts (or reuses) the server for the buffer's root and attaches the buffer; the client id.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not M.serves(bufnr) then return nil end
  if vim.fn.executable(M.options.cmd[1]) ~= 1 then
    vim.notify_once(("stylelsp: %s is not executable; build it with `swift build -c release` and put it on PATH, "
      .. "or pass cmd to require('stylelsp').setup()"):format(M.options.cmd[1]), vim.log.levels.WARN)
    return nil
  end
  local root = project.root(project.buffer_path(bufnr))
  if vim.lsp.start then
    return vim.lsp.start(M.client_config(root), { bufnr = bufnr })
  end
  local id = clients[root]
  local client = id and vim.lsp.get_client_by_id(id)
  if not client or client.is_stopped() then
    id = vim.lsp.start_client(M.client_config(root))
    clients[root] = id
  end
  if id then vim.lsp.buf_attach_client(bufnr, id) end
  return id
end

--- The stylelsp client attached to a buffer, or nil.
function M.client(bufnr)
  local attached
  if vim.lsp.get_clients then
    attached = vim.lsp.get_clients({ bufnr = bufnr, name = "stylelsp" })
  else
    attached = vim.lsp.buf_get_clients(bufnr)
  end
  for _, client in pairs(attached) do
    if client.name == "stylelsp" then return client end
  end
  return nil
end

--- Sets the filetype of a buffer that is InterfaCSS (see project.classify), or that is an Inno
--- Setup script detected as InterfaCSS.
function M.detect(bufnr)
  local path = project.buffer_path(bufnr)
  local extension = (path:match("%.([^./]+)$") or ""):lower()
  if extension == "css" and not M.options.detect then return end
  local filetype = project.classify(path, vim.api.nvim_buf_get_lines(bufnr, 0, 100, false))
  if filetype == "interfacss" then
    vim.bo[bufnr].filetype = "interfacss"
  elseif extension == "iss" and filetype == nil then
    vim.bo[bufnr].filetype = "iss"
  end
end

--- Configures the plugin: servers start for InterfaCSS buffers from now on, and for those
--- already open. Call it once from your configuration.
function M.setup(options)
  M.options = vim.tbl_deep_extend("force", vim.deepcopy(defaults), options or {})
  if type(M.options.cmd) == "string" then M.options.cmd = { M.options.cmd } end
  configured = true
  local group = vim.api.nvim_create_augroup("stylelsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = { "interfacss", "xml" },
    callback = function(args) M.attach(args.buf) end,
  })
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) then M.attach(bufnr) end
  end
end

function M.is_configured()
  return configured
end

--- For nvim-lspconfig's configs table (`require("lspconfig.configs").stylelsp = { default_config = … }`).
function M.lspconfig()
  return {
    cmd = M.options.cmd,
    filetypes = { "interfacss", "xml" },
    root_dir = function(path)
      path = vim.fn.fnamemodify(path, ":p")
      if path:match("%.xml$") and project.classify(path) ~= "xml" then return nil end
      return project.root(path)
    end,
    settings = M.server_settings(),
    single_file_support = true,
  }
end

return M

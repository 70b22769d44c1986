-- :StylePreview [device] [landscape|portrait]: the layout preview of an InterfaCSS buffer in a
-- scratch split beside it, drawn by the server (style/preview) and drawn again after every
-- change once typing pauses. :StylePreview svg FILE [device] [landscape|portrait] [light|dark]
-- writes the server's picture of the screen (the SVG of `style-lsp preview --format svg`) to FILE.
local stylelsp = require("stylelsp")

local M = {}

-- The server answers a request overtaken by an edit with ContentModified; ask again.
local CONTENT_MODIFIED = -32801

-- Previews by source buffer: { buffer, timer, options, generation }.
local previews = {}

M.devices = {
  "iphone-se", "iphone-8", "iphone-8-plus", "iphone-13-mini", "iphone-15", "iphone-15-pro-max",
  "ipad", "ipad-air", "ipad-pro-11", "ipad-pro-13",
}

local function request(client, method, params, handler, bufnr)
  if vim.fn.has("nvim-0.11") == 1 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

local function set_lines(buffer, lines)
  if not vim.api.nvim_buf_is_valid(buffer) then return end
  vim.bo[buffer].modifiable = true
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, lines)
  vim.bo[buffer].modifiable = false
end

local function window_of(buffer)
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(window) == buffer then return window end
  end
  return nil
end

--- Asks the server for the preview of `source` and shows it; an answer overtaken by a later
--- request is dropped.
function M.render(source)
  local preview = previews[source]
  if not preview or not vim.api.nvim_buf_is_valid(preview.buffer) then return end
  local client = stylelsp.client(source)
  if not client then
    set_lines(preview.buffer, { "style-lsp is not attached to this buffer (see :help stylelsp)." })
    return
  end
  preview.generation = preview.generation + 1
  local generation = preview.generation
  local params = { textDocument = { uri = vim.uri_from_bufnr(source) } }
  local settings = (stylelsp.options.settings or {}).preview or {}
  params.device = preview.options.device or settings.device
  params.orientation = preview.options.orientation or settings.orientation
  local window = window_of(preview.buffer)
  if window then params.columns = math.max(20, vim.api.nvim_win_get_width(window) - 1) end
  request(client, "style/preview", params, function(err, result)
    if previews[source] ~= preview or generation ~= preview.generation then return end
    if err then
      if err.code == CONTENT_MODIFIED then
        M.schedule(source)
      else
        set_lines(preview.buffer, { "The preview failed: " .. tostring(err.message or err) })
      end
      return
    end
    set_lines(preview.buffer, vim.split(result.text:gsub("\n$", ""), "\n", { plain = true }))
  end, source)
end

--- Draws again once typing pauses for `preview_delay`.
function M.schedule(source)
  local preview = previews[source]
  if not preview then return end
  preview.timer:stop()
  preview.timer:start(stylelsp.options.preview_delay, 0, vim.schedule_wrap(function() M.render(source) end))
end

local function close(source)
  local preview = previews[source]
  if not preview then return end
  previews[source] = nil
  preview.timer:stop()
  preview.timer:close()
end

-- The words of `:StylePreview`: a device name and/or an orientation, in any order, and for a
-- picture a theme.
local function parse(words, picture)
  local options = {}
  for _, word in ipairs(words) do
    if word == "landscape" or word == "portrait" then
      options.orientation = word
    elseif vim.tbl_contains(M.devices, word) then
      options.device = word
    elseif picture and (word == "light" or word == "dark") then
      options.theme = word
    else
      return nil, ("StylePreview: '%s' is neither a device (%s) nor landscape or portrait%s"):format(
        word, table.concat(M.devices, ", "), picture and " nor light or dark" or "")
    end
  end
  return options
end

--- `:StylePreview svg FILE [device] [landscape|portrait] [light|dark]`: asks the server for the
--- picture of `source` and writes it to FILE (a file the user names: nothing else is written).
local function write_picture(source, words)
  local file = words[1]
  if not file or file == "" then
    vim.notify("StylePreview svg: give the file to write the picture to, e.g. :StylePreview svg screen.svg", vim.log.levels.ERROR)
    return
  end
  local options, problem = parse(vim.list_slice(words, 2), true)
  if not options then
    vim.notify(problem, vim.log.levels.ERROR)
    return
  end
  local client = stylelsp.client(source)
  if not client then
    vim.notify("StylePreview svg: style-lsp is not attached to this buffer (see :help stylelsp)", vim.log.levels.ERROR)
    return
  end
  local settings = (stylelsp.options.settings or {}).preview or {}
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(source) },
    device = options.device or settings.device,
    orientation = options.orientation or settings.orientation,
    svg = { theme = options.theme or "light" },
  }
  local path = vim.fn.fnamemodify(vim.fn.expand(file), ":p")
  request(client, "style/preview", params, function(err, result)
    if err then
      vim.notify("StylePreview svg: the preview failed: " .. tostring(err.message or err), vim.log.levels.ERROR)
      return
    end
    local ok, written = pcall(vim.fn.writefile, vim.split(result.svg, "\n", { plain = true }), path, "b")
    if not ok or written ~= 0 then
      vim.notify("StylePreview svg: cannot write " .. path, vim.log.levels.ERROR)
      return
    end
    vim.notify(("StylePreview: wrote %s (%s×%s pt, %s)"):format(path, result.width, result.height, result.orientation))
  end, source)
end

--- `:StylePreview [device] [landscape|portrait]` for the current buffer; `:StylePreview svg
--- FILE …` writes its picture.
function M.open(words)
  local source = vim.api.nvim_get_current_buf()
  words = words or {}
  if vim.bo[source].filetype == "interfacss" and words[1] == "svg" then
    return write_picture(source, vim.list_slice(words, 2))
  end
  local options, problem = parse(words)
  if not options then
    vim.notify(problem, vim.log.levels.ERROR)
    return
  end
  if vim.bo[source].filetype ~= "interfacss" then
    vim.notify("StylePreview: the layout preview shows an InterfaCSS stylesheet", vim.log.levels.ERROR)
    return
  end
  local preview = previews[source]
  if preview and vim.api.nvim_buf_is_valid(preview.buffer) then
    preview.options = options
    if not window_of(preview.buffer) then
      vim.cmd("rightbelow vsplit")
      vim.api.nvim_win_set_buf(0, preview.buffer)
      vim.cmd("wincmd p")
    end
    M.render(source)
    return preview.buffer
  end
  local source_window = vim.api.nvim_get_current_win()
  vim.cmd("rightbelow vnew")
  local buffer = vim.api.nvim_get_current_buf()
  vim.bo[buffer].buftype = "nofile"
  vim.bo[buffer].bufhidden = "wipe"
  vim.bo[buffer].swapfile = false
  vim.bo[buffer].buflisted = false
  vim.bo[buffer].filetype = "stylelsppreview"
  vim.wo.wrap = false
  vim.wo.number = false
  vim.wo.list = false
  pcall(vim.api.nvim_buf_set_name, buffer, "StylePreview " .. vim.fn.fnamemodify(vim.api.nvim_buf_get_name(source), ":t"))
  vim.api.nvim_set_current_win(source_window)
  preview = { buffer = buffer, timer = vim.loop.new_timer(), options = options, generation = 0 }
  previews[source] = preview
  vim.api.nvim_buf_attach(source, false, {
    on_lines = function()
      if previews[source] ~= preview then return true end
      M.schedule(source)
    end,
    on_detach = function()
      if previews[source] == preview then close(source) end
    end,
  })
  vim.api.nvim_create_autocmd("BufWipeout", {
    buffer = buffer,
    once = true,
    callback = function()
      if previews[source] == preview then close(source) end
    end,
  })
  set_lines(buffer, { "Drawing the preview…" })
  M.render(source)
  return buffer
end

--- The preview buffer of a source buffer, if one is open (for scripts and tests).
function M.buffer(source)
  local preview = previews[source or vim.api.nvim_get_current_buf()]
  return preview and preview.buffer
end

--- Completion for :StylePreview's words: `svg` first, then a file name after it, then devices,
--- orientations and (for a picture) themes.
function M.complete(lead, line)
  local words = vim.split(vim.trim((line or ""):gsub("^%S+", "", 1)), "%s+")
  if lead ~= "" then table.remove(words) end
  if words[1] == "svg" and #words == 1 then return vim.fn.getcompletion(lead, "file") end
  local candidates = vim.list_extend(vim.deepcopy(M.devices), { "landscape", "portrait" })
  if words[1] == "svg" then
    vim.list_extend(candidates, { "light", "dark" })
  elseif #words == 0 or words[1] == "" then
    table.insert(candidates, 1, "svg")
  end
  return vim.tbl_filter(function(word) return word:sub(1, #lead) == lead end, candidates)
end

return M

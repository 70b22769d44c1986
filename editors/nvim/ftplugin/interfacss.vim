" InterfaCSS buffers: comments, word characters, and folding by braces.
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=/*\ %s\ */
setlocal comments=s1:/*,mb:*,ex:*/,://
setlocal iskeyword+=-
setlocal formatoptions-=t formatoptions+=croql

let b:undo_ftplugin = "setlocal commentstring< comments< iskeyword< formatoptions<"

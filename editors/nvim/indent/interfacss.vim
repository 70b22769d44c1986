" InterfaCSS indents like CSS: one level per open brace.
if exists("b:did_indent")
  finish
endif
runtime! indent/css.vim

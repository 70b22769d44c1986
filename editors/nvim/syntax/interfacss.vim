" Vim syntax file
" Language: InterfaCSS (stylesheets for UIKit views)
" Part of StyleLSP's Neovim plugin; highlighting without tree-sitter.

if exists("b:current_syntax")
  finish
endif

syn case match

" Selectors: types, *, .class, #id, :pseudo-class(argument), combinators.
syn match interfacssTag "\<\h[A-Za-z0-9_-]*\>"
syn match interfacssWildcard "\*"
syn match interfacssClass "\.\h[A-Za-z0-9_-]*"
syn match interfacssId "#\h[A-Za-z0-9_-]*"
syn match interfacssPseudoClass ":\h[A-Za-z0-9_-]*"
syn match interfacssPseudoArgument "\%(:\h[A-Za-z0-9_-]*\)\@<=([^)]*)" contains=interfacssString,interfacssClass,interfacssId
syn match interfacssCombinator "[>+~,]"
syn match interfacssBrace "[{}]"

" Declarations: prefix.name(parameters) or 2.0's name__parameters, then ':' or '=' and a value up
" to ';'. A line whose '{' comes before any ';' is a nested selector instead.
syn match interfacssDeclarationName "^\s*\zs[A-Za-z_-][A-Za-z0-9_.-]*\%(([^)]*)\)\=\ze\s*[:=]\%([^;{]*{\)\@!" contains=interfacssPropertyName,interfacssPrefix,interfacssParameters
syn match interfacssPropertyName "[A-Za-z_-]\%([A-Za-z0-9-]\|__\@!\)*" contained
syn match interfacssPrefix "\h[A-Za-z0-9_-]*\." contained
syn match interfacssParameters "([^)]*)\|__[A-Za-z0-9_-]\+" contained

" Variables: @name and 2.0's --name, defined with ':' or '='.
syn match interfacssVariable "\%(@\|--\)\h[A-Za-z0-9_-]*"
syn match interfacssVariableDefinition "^\s*\zs\%(@\|--\)\h[A-Za-z0-9_-]*\ze\s*[:=]"
syn match interfacssExtend "@extends\=\>"

" Values.
syn region interfacssValue matchgroup=interfacssSeparator start="[:=]\%([^;{]*{\)\@!" end=";\|\ze}" contains=@interfacssValues
syn cluster interfacssValues contains=interfacssComment,interfacssString,interfacssVariable,interfacssColor,interfacssFunction,interfacssNumber,interfacssBoolean,interfacssConstant,interfacssNamedColor,interfacssOperator
" An operator stands between spaces (`parent.right - 16`); a dash in a name is part of it.
syn match interfacssOperator "\s\zs\%(\*\*\|[-+*/]\)\ze\s" contained
syn match interfacssNumber "\%([A-Za-z0-9_#.-]\)\@<!\d\+\%(\.\d\+\)\=\%(%\|pt\>\|px\>\)\=" contained
syn match interfacssColor "#\x\{3,8}\>" contained
syn match interfacssFunction "\<\h[A-Za-z0-9_-]*\ze(" contained
syn region interfacssString start=+"+ skip=+\\.+ end=+"\|$+ contains=interfacssEscape
syn region interfacssString start=+'+ skip=+\\.+ end=+'\|$+ contains=interfacssEscape
syn match interfacssEscape "\\." contained
syn case ignore
syn keyword interfacssBoolean contained yes no true false
syn keyword interfacssConstant contained current initial auto none
syn keyword interfacssNamedColor contained black darkGray lightGray white gray red green blue cyan yellow magenta orange purple brown clear lightText darkText
syn case match

" Comments: /* */ and 1.x's // (not in a URL's '://').
syn region interfacssComment start="/\*" end="\*/" contains=interfacssTodo,@Spell
syn match interfacssComment "\%(^\|[^:]\)\zs//.*$" contains=interfacssTodo,@Spell
syn keyword interfacssTodo TODO FIXME XXX NOTE contained

hi def link interfacssTag Statement
hi def link interfacssWildcard Statement
hi def link interfacssClass Function
hi def link interfacssId Identifier
hi def link interfacssPseudoClass PreProc
hi def link interfacssPseudoArgument Special
hi def link interfacssCombinator Operator
hi def link interfacssBrace Delimiter
hi def link interfacssExtend Include
hi def link interfacssPropertyName Type
hi def link interfacssPrefix Special
hi def link interfacssParameters Special
hi def link interfacssVariable Identifier
hi def link interfacssVariableDefinition Identifier
hi def link interfacssSeparator Delimiter
hi def link interfacssOperator Operator
hi def link interfacssNumber Number
hi def link interfacssColor Constant
hi def link interfacssNamedColor Constant
hi def link interfacssFunction Function
hi def link interfacssString String
hi def link interfacssEscape SpecialChar
hi def link interfacssBoolean Boolean
hi def link interfacssConstant Constant
hi def link interfacssComment Comment
hi def link interfacssTodo Todo

let b:current_syntax = "interfacss"

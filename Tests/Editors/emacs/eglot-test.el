;;; eglot-test.el --- The Emacs setup of editors/README.md, with eglot and the real server  -*- lexical-binding: t -*-

;; Run by Tests/Editors/run.sh: emacs --batch -Q -l eglot-test.el, with style-lsp on PATH and
;; STYLELSP_ROOT set.  Evaluates the README's elisp block as a user's init file would, opens a
;; project stylesheet, and checks its diagnostics, a completed property, a definition in
;; another stylesheet and formatting the buffer.

(load (expand-file-name "stylelsp-test-support" (file-name-directory load-file-name)) nil t)
(require 'eglot)
(require 'flymake)

(defun stylelsp-test-diagnostics ()
  "Line, type and text of each diagnostic Flymake shows, in order."
  (sort (mapcar (lambda (d)
                  (list (line-number-at-pos (flymake-diagnostic-beg d))
                        (flymake-diagnostic-type d)
                        (flymake-diagnostic-text d)))
                (flymake-diagnostics))
        (lambda (a b) (< (car a) (car b)))))

(let* ((root (file-name-as-directory (make-temp-file "stylelsp-emacs-" t)))
       (outside (file-name-as-directory (make-temp-file "stylelsp-web-" t))))
  (stylelsp-test-write root
    '((".stylelsp.json" . "{\"stylesheets\": [\"Styles/constants.css\", \"Styles/main.css\"], \"format\": {\"indentSize\": 4}}\n")
      ("Styles/constants.css" . "@accent: #ff6d10;\n")
      ("Styles/main.css" . "UILabel {\n    textColor: @accent;\n    textColr: red;\n}\n")
      ("Styles/theme.icss" . ".a { alpha: 1; }\n")))
  (stylelsp-test-write outside '(("site.css" . "body { color: red; }\n")))
  (setq eglot-sync-connect 30)

  (stylelsp-test "the README's setup evaluates"
    (eval (car (read-from-string (concat "(progn " (stylelsp-test-readme-block "## Emacs (eglot)") ")"))) t))

  (stylelsp-test "modes: project .css and .icss are InterfaCSS, other CSS stays CSS"
    (stylelsp-test-equal
     (mapcar (lambda (file) (with-current-buffer (find-file-noselect file) major-mode))
             (list (expand-file-name "Styles/theme.icss" root) (expand-file-name "site.css" outside)))
     '(interfacss-mode css-mode))
    (with-current-buffer (find-file-noselect (expand-file-name "site.css" outside))
      (stylelsp-test-equal (eglot-current-server) nil)))

  (find-file (expand-file-name "Styles/main.css" root))
  ;; eglot-ensure connects once the command that opened the file is over; batch mode has no
  ;; command loop, so end that command by hand.
  (run-hooks 'post-command-hook)

  (stylelsp-test "eglot connects style-lsp with the project's root and the interfacss language id"
    (stylelsp-test-equal major-mode 'interfacss-mode)
    (stylelsp-test-wait "the server" #'eglot-current-server)
    (let ((server (eglot-current-server)))
      (stylelsp-test-equal (list (eglot--language-id server)
                                 (file-name-as-directory (expand-file-name (project-root (eglot--project server)))))
                           (list "interfacss" root))))

  (stylelsp-test "diagnostics: the misspelled property, and the other stylesheet's variable known"
    (let ((expected '((3 eglot-error "style-lsp [unknown-property]: UILabel has no property 'textColr': InterfaCSS ignores it; did you mean 'textColor'?"))))
      (ignore-errors
        (stylelsp-test-wait "the diagnostic" (lambda () (equal (stylelsp-test-diagnostics) expected)) nil
                           (lambda () (when (bound-and-true-p flymake-mode) (flymake-start nil t)))))
      (stylelsp-test-equal (stylelsp-test-diagnostics) expected)))

  (stylelsp-test "completion-at-point completes a property"
    (goto-char (point-min))
    (re-search-forward "textColr: red;")
    (replace-match "textAl")
    ;; eglot sends the pending edit before it asks for completions.
    (completion-at-point)
    (stylelsp-test-equal (buffer-substring-no-properties (line-beginning-position) (line-end-position))
                         "    textAlignment: "))

  (stylelsp-test "xref-find-definitions goes to the variable in the other stylesheet"
    (goto-char (point-min))
    (re-search-forward "@acc")
    (let ((xref-prompt-for-identifier nil))
      (call-interactively #'xref-find-definitions))
    (stylelsp-test-equal (list (file-name-nondirectory (buffer-file-name)) (line-number-at-pos) (current-column))
                         '("constants.css" 1 1)))

  ;; Indented as the project says (Emacs's own defaults would ask for tabs).
  (stylelsp-test "eglot-format-buffer lays out the stylesheet"
    (find-file (expand-file-name "Styles/main.css" root))
    (erase-buffer)
    (insert "UILabel{textColor:@accent;\n  alpha : 1; }\n")
    (eglot-format-buffer)
    (stylelsp-test-equal (buffer-substring-no-properties (point-min) (point-max))
                         "UILabel {\n    textColor: @accent;\n    alpha: 1;\n}\n"))

  (ignore-errors (eglot-shutdown (eglot-current-server)))
  (stylelsp-test-finish "emacs eglot"))

;;; lsp-mode-test.el --- The lsp-mode setup of editors/README.md, with the real server  -*- lexical-binding: t -*-

;; Run by Tests/Editors/run.sh: emacs --batch -Q -l lsp-mode-test.el, with style-lsp on PATH and
;; STYLELSP_ROOT set.  Evaluates the README's lsp-mode block as a user's init file would, opens a
;; project stylesheet, and checks its diagnostics and a quick fix on a line with non-ASCII text
;; (lsp-mode 8 counts characters, the server is to count the same), a completion, formatting,
;; and that a web stylesheet gets no server.

(load (expand-file-name "stylelsp-test-support" (file-name-directory load-file-name)) nil t)
(package-initialize)
(require 'lsp-mode)

(defun stylelsp-test-diagnostics ()
  "Line, start character, severity and code of the server's diagnostics of this buffer."
  (mapcar (lambda (d)
            (let ((start (lsp:range-start (lsp:diagnostic-range d))))
              (list (lsp:position-line start) (lsp:position-character start)
                    (lsp:diagnostic-severity? d) (lsp:diagnostic-code? d))))
          (gethash (buffer-file-name) (lsp-diagnostics t))))

(defun stylelsp-test-line ()
  (buffer-substring-no-properties (line-beginning-position) (line-end-position)))

(let* ((root (file-name-as-directory (make-temp-file "stylelsp-lsp-mode-" t)))
       (outside (file-name-as-directory (make-temp-file "stylelsp-web-" t))))
  (stylelsp-test-write root
    '((".stylelsp.json" . "{\"stylesheets\": [\"Styles/constants.css\", \"Styles/main.css\"], \"format\": {\"indentSize\": 4}}\n")
      ("Styles/constants.css" . "@accent: #ff6d10;\n")
      ("Styles/main.css" . "UILabel {\n    /*🙂*/textColr: @accent;\n    alpha: 1;\n}\n")))
  (stylelsp-test-write outside '(("site.css" . "body { margin: 0; font-family: sans-serif; }\n")))
  ;; What a batch run needs: no prompts, no session file of the user's, changes sent at once.
  (setq lsp-session-file (expand-file-name "session" root)
        lsp-restart 'ignore
        lsp-enable-file-watchers nil
        lsp-enable-snippet nil
        lsp-diagnostics-provider :none
        lsp-debounce-full-sync-notifications nil
        lsp-keep-workspace-alive nil)

  (stylelsp-test "the README's setup evaluates"
    (eval (car (read-from-string (concat "(progn " (stylelsp-test-readme-block "## Emacs (lsp-mode)") ")"))) t))

  ;; The project's root, as the README tells a user to answer lsp-mode's question.
  (lsp-workspace-folders-add root)
  (find-file (expand-file-name "Styles/main.css" root))
  ;; lsp-deferred starts the client once Emacs is idle, which batch mode never is.
  (lsp)

  (stylelsp-test "lsp-mode connects style-lsp in interfacss-mode"
    (stylelsp-test-equal major-mode 'interfacss-mode)
    (stylelsp-test-wait "the server" (lambda () (and (lsp-workspaces) (eq (lsp--workspace-status (car (lsp-workspaces))) 'initialized)))))

  (stylelsp-test "diagnostics in lsp-mode's character columns (🙂 is one)"
    (ignore-errors (stylelsp-test-wait "the diagnostic" (lambda () (stylelsp-test-diagnostics))))
    (stylelsp-test-equal (stylelsp-test-diagnostics) '((1 9 1 "unknown-property"))))

  (stylelsp-test "a quick fix on a line with 🙂 edits the word, the rest intact"
    (goto-char (point-min))
    (re-search-forward "textCo")
    (let ((action (lsp-seq-first (lsp-code-actions-at-point))))
      (stylelsp-test-equal (lsp:code-action-title action) "Replace with 'textColor'")
      (lsp-execute-code-action action))
    (stylelsp-test-equal (stylelsp-test-line) "    /*🙂*/textColor: @accent;"))

  (stylelsp-test "completion-at-point offers the property"
    (goto-char (point-min))
    (re-search-forward "alpha: 1;")
    (end-of-line)
    (insert "\n    textAl")
    (let ((completion (lsp-completion-at-point)))
      (unless (member "textAlignment" (all-completions "textAl" (nth 2 completion)))
        (error "no textAlignment among %S" (all-completions "" (nth 2 completion))))))

  (stylelsp-test "lsp-format-buffer lays out the stylesheet"
    (erase-buffer)
    (insert "UILabel{textColor:@accent;\n  alpha : 1; }\n")
    (lsp-format-buffer)
    (stylelsp-test-equal (buffer-substring-no-properties (point-min) (point-max))
                         "UILabel {\n    textColor: @accent;\n    alpha: 1;\n}\n"))

  (stylelsp-test "a web stylesheet stays css-mode, without the server"
    (with-current-buffer (find-file-noselect (expand-file-name "site.css" outside))
      (stylelsp-test-equal (list major-mode (lsp-workspaces)) '(css-mode nil))))

  (ignore-errors (lsp-workspace-shutdown (car (lsp-workspaces))))
  (stylelsp-test-finish "emacs lsp-mode"))

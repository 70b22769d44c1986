;;; eglot-test.el --- The Emacs setup of editors/README.md, with eglot and the real server  -*- lexical-binding: t -*-

;; Run by Tests/Editors/run.sh: emacs --batch -Q -l eglot-test.el, with style-lsp on PATH and
;; STYLELSP_ROOT set.  Evaluates the README's elisp block as a user's init file would, opens a
;; project stylesheet, and checks its diagnostics, a completed property, a definition in
;; another stylesheet and formatting the buffer.

(require 'cl-lib)
(require 'eglot)
(require 'flymake)

(defvar stylelsp-test-failures 0)
(defvar stylelsp-test-passes 0)

(defun stylelsp-test-readme-block ()
  "The elisp block of the README's Emacs section."
  (with-temp-buffer
    (insert-file-contents (expand-file-name "editors/README.md" (getenv "STYLELSP_ROOT")))
    (goto-char (point-min))
    (re-search-forward "^## Emacs")
    (re-search-forward "^```elisp\n")
    (let ((start (point)))
      (re-search-forward "^```$")
      (buffer-substring-no-properties start (match-beginning 0)))))

(defmacro stylelsp-test (name &rest body)
  "Runs BODY as the case NAME; an error fails it and the others still run."
  (declare (indent 1))
  `(condition-case problem
       (progn ,@body
              (cl-incf stylelsp-test-passes)
              (princ (format "ok - %s\n" ,name)))
     (error (cl-incf stylelsp-test-failures)
            (princ (format "not ok - %s\n" ,name))
            (message "FAIL %s: %s" ,name (error-message-string problem)))))

(defun stylelsp-test-equal (actual expected)
  (unless (equal actual expected)
    (error "expected %S\n  actual %S" expected actual)))

(defun stylelsp-test-wait (what condition &optional seconds)
  "Waits for CONDITION, letting the server's messages in; fails naming WHAT."
  (let ((deadline (+ (float-time) (or seconds 30))))
    (while (not (funcall condition))
      (when (> (float-time) deadline) (error "timed out waiting for %s" what))
      (accept-process-output nil 0.05)
      (when (bound-and-true-p flymake-mode) (flymake-start nil t)))))

(defun stylelsp-test-write (root files)
  (dolist (file files)
    (let ((path (expand-file-name (car file) root)))
      (make-directory (file-name-directory path) t)
      (with-temp-file path (insert (cdr file))))))

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
    (eval (car (read-from-string (concat "(progn " (stylelsp-test-readme-block) ")"))) t))

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
        (stylelsp-test-wait "the diagnostic" (lambda () (equal (stylelsp-test-diagnostics) expected))))
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
  (princ (format "emacs eglot: %d passed, %d failed\n" stylelsp-test-passes stylelsp-test-failures))
  (kill-emacs (if (zerop stylelsp-test-failures) 0 1)))

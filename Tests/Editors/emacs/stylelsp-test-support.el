;;; stylelsp-test-support.el --- What the Emacs setups' tests share  -*- lexical-binding: t -*-

;; Loaded by eglot-test.el and lsp-mode-test.el: a README block, named cases that fail alone,
;; waiting for the server, writing a project.

(require 'cl-lib)

(defvar stylelsp-test-failures 0)
(defvar stylelsp-test-passes 0)

(defun stylelsp-test-readme-block (heading)
  "The elisp block of the section of editors/README.md whose heading starts with HEADING."
  (with-temp-buffer
    (insert-file-contents (expand-file-name "editors/README.md" (getenv "STYLELSP_ROOT")))
    (goto-char (point-min))
    (re-search-forward (concat "^" (regexp-quote heading)))
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

(defun stylelsp-test-wait (what condition &optional seconds tick)
  "Waits for CONDITION, letting the server's messages in (and running TICK between looks);
fails naming WHAT."
  (let ((deadline (+ (float-time) (or seconds 30))))
    (while (not (funcall condition))
      (when (> (float-time) deadline) (error "timed out waiting for %s" what))
      (accept-process-output nil 0.05)
      (when tick (funcall tick)))))

(defun stylelsp-test-write (root files)
  (dolist (file files)
    (let ((path (expand-file-name (car file) root)))
      (make-directory (file-name-directory path) t)
      (with-temp-file path (insert (cdr file))))))

(defun stylelsp-test-finish (what)
  "Prints the tally of WHAT and exits with its status."
  (princ (format "%s: %d passed, %d failed\n" what stylelsp-test-passes stylelsp-test-failures))
  (kill-emacs (if (zerop stylelsp-test-failures) 0 1)))

(provide 'stylelsp-test-support)

"""Runs Python code samples for the code sample test, one a line: reads a JSON string of source code on stdin, runs
it and answers one JSON line: {"status": "ok"}, {"status": <code>} for python-gitlab's error of that status, or
{"error": ...}. What the samples print is dropped."""
import contextlib
import io
import json
import sys

import gitlab

for line in sys.stdin:
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            exec(json.loads(line), {})
        answer = {"status": "ok"}
    except gitlab.exceptions.GitlabError as error:
        answer = {"status": error.response_code, "error": str(error)}
    except Exception as error:  # the sample's own failure, reported as such
        answer = {"error": repr(error)}
    print(json.dumps(answer), flush=True)

"""pytest fixtures for tests against the Repository Hosting Service test server, driving python-gitlab.

Copy this file beside your tests. `rhs_server` starts the server once per session (the command
`npx rhs-test-server`, or the one in RHS_TEST_SERVER; a fixture file in RHS_FIXTURE); `gl` resets it before
each test and gives a python-gitlab client signed in as the administrator.
"""
import json
import os
import shlex
import signal
import subprocess

import gitlab
import pytest


@pytest.fixture(scope="session")
def rhs_server():
    command = shlex.split(os.environ.get("RHS_TEST_SERVER", "npx rhs-test-server"))
    if os.environ.get("RHS_FIXTURE"):
        command += ["--fixture", os.environ["RHS_FIXTURE"]]
    process = subprocess.Popen(command + ["--port", "0"], stdout=subprocess.PIPE, text=True)
    line = process.stdout.readline()  # {"url", "apiUrl", "adminToken", "pid"} once it listens
    if not line:
        raise RuntimeError(f"rhs-test-server exited with {process.wait()}")
    server = json.loads(line)
    yield server
    # The server's own pid: a wrapper such as npx does not pass signals on.
    os.kill(server["pid"], signal.SIGTERM)
    process.wait(timeout=10)


@pytest.fixture
def gl(rhs_server):
    client = gitlab.Gitlab(rhs_server["url"], private_token=rhs_server["adminToken"])
    client.http_post("/-/test/reset")
    return client

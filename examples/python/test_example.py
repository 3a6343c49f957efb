"""Tests a user might write with the fixtures of conftest.py."""


def test_creates_a_project(gl):
    project = gl.projects.create({"name": "Tool", "initialize_with_readme": True})
    assert project.path_with_namespace == "root/tool"
    assert [branch.name for branch in project.branches.list()] == ["master"]


def test_each_test_starts_from_the_state_of_the_start(gl):
    assert gl.projects.list(get_all=True) == []


def test_the_journal_shows_what_the_client_sent(gl):
    gl.projects.create({"name": "Tool", "description": "A tool"})
    [request] = gl.http_get("/-/test/requests", query_data={"operation_id": "createProject"})
    assert request["body"] == {"name": "Tool", "description": "A tool"}
    assert request["headers"]["private-token"] == "[masked]"


def test_python_gitlab_waits_out_an_injected_429(gl):
    gl.projects.create({"name": "Tool"})
    gl.http_post("/-/test/faults", post_data={"operation_id": "getProject", "status": 429, "retry_after": 1})
    assert gl.projects.get("root/tool").name == "Tool"
    statuses = [entry["status"] for entry in gl.http_get("/-/test/requests", query_data={"operation_id": "getProject"})]
    assert statuses == [429, 200]

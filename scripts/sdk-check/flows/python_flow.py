"""The flow with the Python client swagger-codegen generates from the 3.0 document: create a project, commit two
branches through the repository commits API, open a merge request for each, list them a page at a time."""
import sys
import time

import rhs_client


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def main(api_url, token):
    configuration = rhs_client.Configuration()
    configuration.host = api_url
    client = rhs_client.ApiClient(configuration, header_name="PRIVATE-TOKEN", header_value=token)
    projects = rhs_client.ProjectsApi(client)
    commits = rhs_client.CommitsApi(client)
    merge_requests = rhs_client.MergeRequestsApi(client)

    project = projects.create_project(rhs_client.ProjectCreateRequest(name="python %d" % time.time(), initialize_with_readme=True))
    iids = []
    for branch in ["feature-a", "feature-b"]:
        commits.create_commit(rhs_client.CommitCreateRequest(
            branch=branch, start_branch="master", commit_message="Add " + branch,
            actions=[rhs_client.CommitAction(action="create", file_path=branch + ".txt", content=branch)]), project.id)
        opened = merge_requests.create_merge_request(rhs_client.MergeRequestCreateRequest(
            source_branch=branch, target_branch="master", title="Add " + branch), project.id)
        check(opened.state == "opened", "merge request state %s" % opened.state)
        iids.append(opened.iid)
    listed = []
    for page in [1, 2]:
        entries, status, headers = merge_requests.list_project_merge_requests_with_http_info(project.id, per_page=1, page=page)
        check(status == 200 and len(entries) == 1, "page %d: %d, %d entries" % (page, status, len(entries)))
        check(headers.get("X-Total") == "2", "X-Total %s" % headers.get("X-Total"))
        # A list entry is one of two shapes (full or `view=simple`), which this generator leaves as a dict.
        listed.append(entries[0]["iid"])
    check(sorted(listed) == sorted(iids), "listed %s but opened %s" % (listed, iids))
    print("project %d, merge requests %s over 2 pages" % (project.id, ", ".join(map(str, sorted(listed)))))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])

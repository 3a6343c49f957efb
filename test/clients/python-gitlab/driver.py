# Drives the unmodified python-gitlab against the server given by GITLAB_URL (without /api/v4) and GITLAB_TOKEN,
# and prints what it read back as JSON for the test to compare.
import json
import os

import gitlab

gl = gitlab.Gitlab(os.environ["GITLAB_URL"], private_token=os.environ["GITLAB_TOKEN"])

project = gl.projects.create({"name": "Python Client", "initialize_with_readme": True, "tag_list": ["py", "client"]})

commit = project.commits.create({
    "branch": "feature",
    "start_branch": "master",
    "commit_message": "Two files",
    "actions": [
        {"action": "create", "file_path": "a.txt", "content": "first"},
        {"action": "create", "file_path": "b.txt", "content": "second"},
    ],
})
files = {name: project.files.raw(file_path=name, ref="feature").decode() for name in ("a.txt", "b.txt")}

mr = project.mergerequests.create({
    "source_branch": "feature", "target_branch": "master", "title": "From Python", "labels": ["bug", "ui"],
})

issue = project.issues.create({"title": "From Python", "labels": ["bug"]})
project.issues.update(issue.iid, {"add_labels": "ui,docs", "remove_labels": ["bug"]})
edited = project.issues.get(issue.iid)

print(json.dumps({
    "project": {"path": project.path_with_namespace, "default_branch": project.default_branch, "tag_list": project.tag_list},
    "commit": {"title": commit.title, "parents": len(commit.parent_ids)},
    "files": files,
    "mr": {"iid": mr.iid, "labels": mr.labels, "state": mr.state},
    "issue": {"labels": edited.labels},
}))

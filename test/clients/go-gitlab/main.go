// Drives the server with go-gitlab, whose typed decoding fails on any type difference. Reads the base URL, an
// administrator token and a prepared project (branches master and feature) from the environment; prints one JSON
// object with what the test checks, or the failing step and exits 1.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"time"

	gitlab "github.com/xanzy/go-gitlab"
)

func fail(step string, err error) {
	fmt.Fprintf(os.Stderr, "%s: %v\n", step, err)
	os.Exit(1)
}

func main() {
	client, err := gitlab.NewClient(os.Getenv("GITLAB_TOKEN"), gitlab.WithBaseURL(os.Getenv("GITLAB_URL")))
	if err != nil {
		fail("client", err)
	}
	project, _ := strconv.Atoi(os.Getenv("GITLAB_PROJECT"))
	userID, _ := strconv.Atoi(os.Getenv("GITLAB_USER"))
	out := map[string]interface{}{}

	created, _, err := client.MergeRequests.CreateMergeRequest(project, &gitlab.CreateMergeRequestOptions{
		Title:        gitlab.String("Draft: from go-gitlab"),
		Description:  gitlab.String("- [x] one\n- [ ] two"),
		SourceBranch: gitlab.String("feature"),
		TargetBranch: gitlab.String("master"),
		AssigneeIDs:  &[]int{userID},
		ReviewerIDs:  &[]int{userID},
		Labels:       &gitlab.Labels{"bug", "ui"},
	})
	if err != nil {
		fail("create merge request", err)
	}
	got, _, err := client.MergeRequests.GetMergeRequest(project, created.IID, nil)
	if err != nil {
		fail("get merge request", err)
	}
	out["mr"] = map[string]interface{}{
		"draft": got.Draft, "assignees": len(got.Assignees), "reviewers": len(got.Reviewers), "canMerge": got.User.CanMerge,
		"references": got.References.Full, "tasks": got.TaskCompletionStatus.Count, "labels": got.Labels, "changesCount": got.ChangesCount,
	}
	listed, _, err := client.MergeRequests.ListProjectMergeRequests(project, &gitlab.ListProjectMergeRequestsOptions{Labels: &gitlab.Labels{"bug", "ui"}})
	if err != nil {
		fail("list merge requests", err)
	}
	out["listed"] = len(listed)
	updated, _, err := client.MergeRequests.UpdateMergeRequest(project, created.IID, &gitlab.UpdateMergeRequestOptions{Title: gitlab.String("From go-gitlab"), AssigneeIDs: &[]int{}})
	if err != nil {
		fail("update merge request", err)
	}
	out["updated"] = map[string]interface{}{"draft": updated.Draft, "assignees": len(updated.Assignees)}

	hook, _, err := client.Projects.AddProjectHook(project, &gitlab.AddProjectHookOptions{
		URL: gitlab.String("https://ci.example.com/hook"), PushEventsBranchFilter: gitlab.String("release/*"),
		WikiPageEvents: gitlab.Bool(true), ConfidentialIssuesEvents: gitlab.Bool(true), ReleasesEvents: gitlab.Bool(true),
	})
	if err != nil {
		fail("add hook", err)
	}
	edited, _, err := client.Projects.EditProjectHook(project, hook.ID, &gitlab.EditProjectHookOptions{URL: gitlab.String("https://ci.example.com/edited"), WikiPageEvents: gitlab.Bool(false)})
	if err != nil {
		fail("edit hook", err)
	}
	read, _, err := client.Projects.GetProjectHook(project, hook.ID)
	if err != nil {
		fail("get hook", err)
	}
	out["hook"] = map[string]interface{}{
		"filter": hook.PushEventsBranchFilter, "wiki": hook.WikiPageEvents, "confidential": hook.ConfidentialIssuesEvents,
		"releases": hook.ReleasesEvents, "editedWiki": edited.WikiPageEvents, "readUrl": read.URL,
	}
	if _, err := client.Projects.DeleteProjectHook(project, hook.ID); err != nil {
		fail("delete hook", err)
	}

	settings, _, err := client.Settings.GetSettings()
	if err != nil {
		fail("get settings", err)
	}
	polling := 1.5
	changed, _, err := client.Settings.UpdateSettings(&gitlab.UpdateSettingsOptions{PollingIntervalMultiplier: &polling})
	if err != nil {
		fail("update settings", err)
	}
	out["settings"] = map[string]interface{}{"polling": settings.PollingIntervalMultiplier, "changed": changed.PollingIntervalMultiplier}

	own, _, err := client.Projects.ForkProject(project, nil)
	if err != nil {
		fail("fork into own namespace", err)
	}
	named, _, err := client.Projects.ForkProject(project, &gitlab.ForkProjectOptions{NamespacePath: gitlab.String("root"), Path: gitlab.String("go-fork"), Name: gitlab.String("Go Fork")})
	if err != nil {
		fail("fork with namespace_path", err)
	}
	out["forks"] = []string{own.PathWithNamespace, named.PathWithNamespace}
	plain, _, err := client.Projects.CreateProject(&gitlab.CreateProjectOptions{Name: gitlab.String("Go Plain")})
	if err != nil {
		fail("create project", err)
	}
	relation, _, err := client.Projects.CreateProjectForkRelation(plain.ID, project)
	if err != nil {
		fail("create fork relation", err)
	}
	out["relation"] = relation.ID == plain.ID

	issue, _, err := client.Issues.CreateIssue(project, &gitlab.CreateIssueOptions{Title: gitlab.String("From go-gitlab"), AssigneeIDs: &[]int{userID}, DueDate: (*gitlab.ISOTime)(gitlab.Time(time.Date(2030, 1, 2, 0, 0, 0, 0, time.UTC)))})
	if err != nil {
		fail("create issue", err)
	}
	out["issue"] = map[string]interface{}{"due": issue.DueDate.String(), "assignees": len(issue.Assignees)}

	token, _, err := client.Users.CreateImpersonationToken(userID, &gitlab.CreateImpersonationTokenOptions{
		Name: gitlab.String("go"), Scopes: &[]string{"api"}, ExpiresAt: gitlab.Time(time.Date(2030, 1, 2, 15, 4, 5, 0, time.UTC)),
	})
	if err != nil {
		fail("create impersonation token", err)
	}
	out["token"] = token.ExpiresAt.String()

	if _, err := client.MergeRequests.DeleteMergeRequest(project, created.IID); err != nil {
		fail("delete merge request", err)
	}
	text, _ := json.Marshal(out)
	fmt.Println(string(text))
}

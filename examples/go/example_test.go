package example

import (
	"net/http"
	"testing"

	"github.com/xanzy/go-gitlab"
)

func TestCreatesAProject(t *testing.T) {
	reset(t)
	project, _, err := client.Projects.CreateProject(&gitlab.CreateProjectOptions{Name: gitlab.String("Tool")})
	if err != nil {
		t.Fatal(err)
	}
	if project.PathWithNamespace != "root/tool" {
		t.Fatalf("path %q", project.PathWithNamespace)
	}
}

func TestEachTestStartsFromTheStateOfTheStart(t *testing.T) {
	reset(t)
	projects, _, err := client.Projects.ListProjects(&gitlab.ListProjectsOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(projects) != 0 {
		t.Fatalf("%d projects", len(projects))
	}
}

func TestGoGitlabWaitsOutAnInjected429(t *testing.T) {
	reset(t)
	if _, _, err := client.Projects.CreateProject(&gitlab.CreateProjectOptions{Name: gitlab.String("Tool")}); err != nil {
		t.Fatal(err)
	}
	fault := map[string]interface{}{"operation_id": "getProject", "status": 429, "retry_after": 1}
	request, err := client.NewRequest(http.MethodPost, "-/test/faults", fault, nil)
	if err == nil {
		_, err = client.Do(request, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	project, _, err := client.Projects.GetProject("root/tool", nil)
	if err != nil {
		t.Fatal(err)
	}
	if project.Name != "Tool" {
		t.Fatalf("name %q", project.Name)
	}
}

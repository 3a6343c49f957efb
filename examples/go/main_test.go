// A TestMain that starts the Repository Hosting Service test server once for the package's tests (the command
// `npx rhs-test-server`, or the one in RHS_TEST_SERVER), and a reset for the start of each test, with go-gitlab.
// Copy it beside your tests.
package example

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/xanzy/go-gitlab"
)

var server struct {
	URL        string `json:"url"`
	APIURL     string `json:"apiUrl"`
	AdminToken string `json:"adminToken"`
	PID        int    `json:"pid"`
}

var client *gitlab.Client

func TestMain(m *testing.M) {
	command := os.Getenv("RHS_TEST_SERVER")
	if command == "" {
		command = "npx rhs-test-server"
	}
	args := append(strings.Fields(command), "--port", "0")
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stderr = os.Stderr
	stdout, err := cmd.StdoutPipe()
	if err == nil {
		err = cmd.Start()
	}
	if err != nil {
		panic(err)
	}
	// One line of JSON once it listens: {"url", "apiUrl", "adminToken", "pid"}.
	line, err := bufio.NewReader(stdout).ReadBytes('\n')
	if err == nil {
		err = json.Unmarshal(line, &server)
	}
	if err == nil {
		client, err = gitlab.NewClient(server.AdminToken, gitlab.WithBaseURL(server.APIURL))
	}
	if err != nil {
		panic(err)
	}
	code := m.Run()
	// The server's own pid: a wrapper such as npx does not pass signals on.
	syscall.Kill(server.PID, syscall.SIGTERM)
	cmd.Wait()
	os.Exit(code)
}

// reset brings the server back to the state of its start.
func reset(t *testing.T) {
	t.Helper()
	request, err := client.NewRequest(http.MethodPost, "-/test/reset", nil, nil)
	if err == nil {
		_, err = client.Do(request, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
}

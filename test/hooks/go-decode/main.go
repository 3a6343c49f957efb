// Decodes webhook deliveries with go-gitlab's own webhook types. Reads a JSON array of {"event", "body"} on
// standard input (the X-Gitlab-Event header and the delivered body of each) and prints one line per delivery: the
// type go-gitlab decoded it into and the label changes it read, or the decoding error (then exits with 1).
package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"

	gitlab "github.com/xanzy/go-gitlab"
)

type delivery struct {
	Event string          `json:"event"`
	Body  json.RawMessage `json:"body"`
}

func titles(labels []*gitlab.Label) string {
	names := []string{}
	for _, label := range labels {
		names = append(names, label.Name)
	}
	return strings.Join(names, ",")
}

func valueTitles(labels []gitlab.Label) string {
	names := []string{}
	for _, label := range labels {
		names = append(names, label.Name)
	}
	return strings.Join(names, ",")
}

func main() {
	var deliveries []delivery
	if err := json.NewDecoder(os.Stdin).Decode(&deliveries); err != nil {
		fmt.Println("input:", err)
		os.Exit(1)
	}
	failed := false
	for _, d := range deliveries {
		request, _ := http.NewRequest("POST", "http://receiver/", nil)
		request.Header.Set("X-Gitlab-Event", d.Event)
		event, err := gitlab.ParseWebhook(gitlab.HookEventType(request), d.Body)
		if err != nil {
			fmt.Printf("error %s: %v\n", d.Event, err)
			failed = true
			continue
		}
		switch e := event.(type) {
		case *gitlab.MergeEvent:
			fmt.Printf("merge_request %s labels=%s->%s updated_by=%d\n", e.ObjectAttributes.Action, titles(e.Changes.Labels.Previous), titles(e.Changes.Labels.Current), e.Changes.UpdatedByID.Current)
		case *gitlab.IssueEvent:
			fmt.Printf("issue %s labels=%s->%s updated_by=%d\n", e.ObjectAttributes.Action, valueTitles(e.Changes.Labels.Previous), valueTitles(e.Changes.Labels.Current), e.Changes.UpdatedByID.Current)
		case *gitlab.PushEvent:
			fmt.Printf("push %s\n", e.Ref)
		default:
			fmt.Printf("other %T\n", event)
		}
	}
	if failed {
		os.Exit(1)
	}
}

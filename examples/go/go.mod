module example.com/rhs-test-server-example

go 1.19

require github.com/xanzy/go-gitlab v0.73.0

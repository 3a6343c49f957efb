// Generated from fixtures/fixture.schema.json by `npm run generate`. Do not edit.
export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        username: string;
        name: string;
        branch: string;
        date: string;
        /** @enum {unknown} */
        visibility: "private" | "internal" | "public";
        /**
         * @description 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner
         * @enum {unknown}
         */
        accessLevel: 10 | 20 | 30 | 40 | 50;
        member: {
            user: components["schemas"]["username"];
            access_level: components["schemas"]["accessLevel"];
        };
        token: {
            name: components["schemas"]["name"];
            /** @description The token's value, as clients will send it. */
            token: string;
            scopes: ("api" | "read_api" | "read_user" | "sudo" | "read_repository" | "write_repository")[];
            expires_at?: components["schemas"]["date"];
        };
        user: {
            username: components["schemas"]["username"];
            /** @description Default: the username. */
            name?: components["schemas"]["name"];
            email: string;
            /** @description Default: a random one (sign-in with a password is then impossible). */
            password?: string;
            /** @default false */
            admin?: boolean;
            tokens?: components["schemas"]["token"][];
        };
        group: {
            path: string;
            /** @description Default: the path. */
            name?: components["schemas"]["name"];
            description?: string;
            visibility?: components["schemas"]["visibility"];
            /** @description The user who creates the group and becomes its owner. Default: root. */
            owner?: components["schemas"]["username"];
            members?: components["schemas"]["member"][];
        };
        commit: {
            branch: components["schemas"]["branch"];
            /** @description Where a new branch starts. Default: the project's default branch. */
            start_branch?: components["schemas"]["branch"];
            message: string;
            /** @description Default: the project's creator. */
            author?: components["schemas"]["username"];
            /** @description File paths and their new text content; files not named stay as they were. */
            files: {
                [key: string]: string;
            };
        };
        label: {
            name: string;
            color: string;
            description?: string;
        };
        milestone: {
            title: components["schemas"]["name"];
            description?: string;
            start_date?: components["schemas"]["date"];
            due_date?: components["schemas"]["date"];
        };
        issue: {
            title: components["schemas"]["name"];
            description?: string;
            /** @description Default: the project's creator. */
            author?: components["schemas"]["username"];
            assignee?: components["schemas"]["username"];
            labels?: string[];
            /** @description The title of one of the project's milestones. */
            milestone?: string;
            confidential?: boolean;
            due_date?: components["schemas"]["date"];
            /**
             * @description Default: opened. A closed issue is closed by its author once made.
             * @enum {unknown}
             */
            state?: "opened" | "closed";
        };
        mergeRequest: {
            title: components["schemas"]["name"];
            source_branch: components["schemas"]["branch"];
            /** @description Default: the project's default branch. */
            target_branch?: components["schemas"]["branch"];
            description?: string;
            /** @description Default: the project's creator. */
            author?: components["schemas"]["username"];
            assignee?: components["schemas"]["username"];
            labels?: string[];
            /** @description The title of one of the project's milestones. */
            milestone?: string;
            remove_source_branch?: boolean;
            squash?: boolean;
            /**
             * @description Default: opened. A merged request is merged once made, as the API merges it (a merge commit on the target branch, by merged_by); a closed one is closed by its author.
             * @enum {unknown}
             */
            state?: "opened" | "merged" | "closed";
            /** @description Who merges a merged request. Default: its author. */
            merged_by?: components["schemas"]["username"];
        };
        tag: {
            /** @description As git accepts it in refs/tags/. */
            name: string;
            /** @description The branch whose head the tag names, once the commits are made and the merge requests merged. */
            ref: components["schemas"]["branch"];
            /** @description Makes an annotated tag (tagged by the project's creator); without it the tag is lightweight. */
            message?: string;
        };
        hook: {
            url: string;
            token?: string;
            push_events?: boolean;
            push_events_branch_filter?: string;
            issues_events?: boolean;
            confidential_issues_events?: boolean;
            merge_requests_events?: boolean;
            tag_push_events?: boolean;
            note_events?: boolean;
            enable_ssl_verification?: boolean;
        };
        project: {
            name: components["schemas"]["name"];
            /** @description Default: derived from the name, as the API does. */
            path?: string;
            /** @description A username or a group path. Default: root. */
            namespace?: string;
            /** @description Who creates the project. Default: the namespace's user, or root in a group. */
            creator?: components["schemas"]["username"];
            description?: string;
            visibility?: components["schemas"]["visibility"];
            /** @description Default: master. */
            default_branch?: components["schemas"]["branch"];
            members?: components["schemas"]["member"][];
            /** @description Made in this order. */
            commits?: components["schemas"]["commit"][];
            labels?: components["schemas"]["label"][];
            milestones?: components["schemas"]["milestone"][];
            issues?: components["schemas"]["issue"][];
            merge_requests?: components["schemas"]["mergeRequest"][];
            /** @description Made after the merge requests. */
            tags?: components["schemas"]["tag"][];
            /** @description Added last, so loading the file sends no deliveries. */
            hooks?: components["schemas"]["hook"][];
        };
        /**
         * Fixture file of the reference server
         * @description What the server holds right after its first start when FIXTURE_FILE names this file (YAML or JSON). Users, groups and projects are referred to by username, group path and project name; `root` (the administrator) always exists.
         */
        Fixture: {
            /** @description Application settings, as `PUT /api/v4/application/settings` takes them (for example `allow_local_requests_from_hooks_and_services: true` for hooks to a receiver on this machine). */
            settings?: Record<string, unknown>;
            users?: components["schemas"]["user"][];
            groups?: components["schemas"]["group"][];
            projects?: components["schemas"]["project"][];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;

// Generated from openapi/ by `npm run generate`. Do not edit.
export interface paths {
    "/version": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the version
         * @description The version of the running service. Needs a signed-in caller.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current user
         * @description The authenticated user (the `Sudo` user when sudo is used), with the private fields. Needs the `api`,
         *     `read_api` or `read_user` scope.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Lists users, oldest first by id. Open to anonymous callers. Private fields (`email`, `is_admin`, …) are
         *     shown to administrators only.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user
         * @description Creates a user and their namespace. Administrators only. An e-mail address or username already in use gives
         *     409 naming it (the e-mail address is checked first); a password shorter than 8 or longer than 128 characters
         *     gives 400 `{"message":{"password":["is too short (minimum is 8 characters)"]}}`.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Get a user
         * @description One user. Open to anonymous callers; private fields for administrators and the user themself. An `id` that is
         *     not a number is 400 `{"error":"id is invalid"}`; an unknown one 404 `{"message":"404 User Not Found"}`.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/impersonation_tokens": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an impersonation token
         * @description Creates a token with which the caller acts as the user. Administrators only. The secret value is in the
         *     response's `token` and is never shown again.
         */
        post: operations["createImpersonationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/personal_access_tokens": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a personal access token for a user
         * @description Creates a personal access token for the user. Administrators only. The secret value is in the response's
         *     `token` and is never shown again.
         */
        post: operations["createPersonalAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description Lists the projects the caller can see: every public project, internal projects for signed-in callers, and
         *     private projects the caller is a member of (all projects for administrators). Anonymous callers see only
         *     public projects.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description Creates a project owned by the caller, in the caller's namespace or in `namespace_id`. The caller becomes
         *     its owner (access level 50). A name or path already used in the namespace gives 409.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
                 *     `%2F` (`/projects/group%2Fproject`).
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        /**
         * Get a project
         * @description One project, by numeric id or URL-encoded full path. Public projects need no authentication; internal ones
         *     need a signed-in caller; a private project is `404 Project Not Found` to anyone who is not a member.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/application/settings": {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the application settings
         * @description The instance's settings. Administrators only.
         */
        get: operations["getApplicationSettings"];
        /**
         * Change application settings
         * @description Changes the settings given and returns the whole settings object. Administrators only. Parameters may be
         *     sent as JSON, as a form, or in the query string (`PUT /application/settings?signup_enabled=false`); arrays
         *     as JSON arrays or `name[]=value` pairs. When any rule fails the answer is 400 with the model-validation body
         *     naming each failing setting, and nothing is stored. Concurrent changes of different settings never undo
         *     each other.
         *
         *     Effects: `default_project_visibility` applies to projects created without `visibility`;
         *     `restricted_visibility_levels` stops non-administrators from creating or editing projects with those
         *     levels; `default_projects_limit` is the `projects_limit` of new users; `signup_enabled` and
         *     `password_authentication_enabled_for_web` govern the web sign-in page and the OAuth password grant;
         *     `allow_local_requests_from_hooks_and_services` lets hooks and imports reach local addresses.
         */
        put: operations["updateApplicationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "version": "0.1.0",
         *       "revision": "reference"
         *     }
         */
        Version: {
            /** @description The API implementation's version. */
            version: string;
            revision: string;
        };
        /**
         * @description A helper error with a status text, e.g. `404 Project Not Found` or `403 Forbidden`.
         * @example {
         *       "message": "404 Project Not Found"
         *     }
         */
        MessageError: {
            /**
             * @example 401 Unauthorized
             * @example 403 Forbidden
             * @example 404 Project Not Found
             * @example 409 Conflict
             * @example 400 Bad request - Page must be at least 1
             */
            message: string;
        };
        /**
         * @description The token's scopes do not allow the call; `scope` names the scope that would.
         * @example {
         *       "error": "insufficient_scope",
         *       "error_description": "The request requires higher privileges than provided by the access token.",
         *       "scope": "sudo"
         *     }
         */
        InsufficientScopeError: {
            /** @constant */
            error: "insufficient_scope";
            error_description: string;
            /** @description The scope the call needs. */
            scope: string;
        };
        /**
         * @description A user as embedded in other resources.
         * @example {
         *       "id": 2,
         *       "username": "alice",
         *       "name": "Alice Liddell",
         *       "state": "active",
         *       "avatar_url": null,
         *       "web_url": "http://localhost:3000/alice"
         *     }
         */
        UserBasic: {
            id: number;
            username: string;
            name: string;
            /** @enum {string} */
            state: "active" | "blocked";
            avatar_url: string | null;
            /** Format: uri */
            web_url: string;
        };
        /**
         * @description A user. `email`, `is_admin`, `projects_limit`, `can_create_project`, `can_create_group`, `external` and
         *     `last_sign_in_at` are shown only to the user themself and to administrators.
         * @example {
         *       "id": 2,
         *       "username": "alice",
         *       "name": "Alice Liddell",
         *       "state": "active",
         *       "avatar_url": null,
         *       "web_url": "http://localhost:3000/alice",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "bio": "",
         *       "public_email": null,
         *       "email": "alice@example.com",
         *       "is_admin": false,
         *       "projects_limit": 100000,
         *       "can_create_project": true,
         *       "can_create_group": true,
         *       "external": false,
         *       "last_sign_in_at": null
         *     }
         */
        User: components["schemas"]["UserBasic"] & {
            /** Format: date-time */
            created_at: string;
            bio: string;
            public_email: string | null;
            /** Format: email */
            email?: string;
            is_admin?: boolean;
            /** @description How many projects the user may create in their namespace. */
            projects_limit?: number;
            can_create_project?: boolean;
            can_create_group?: boolean;
            external?: boolean;
            /** Format: date-time */
            last_sign_in_at?: string | null;
        };
        /**
         * @description A parameter was missing, outside its enumeration or of the wrong type (400), or no route matched (404).
         * @example {
         *       "error": "title is missing"
         *     }
         */
        ParameterError: {
            /**
             * @description Names the parameters and what is wrong with them.
             * @example title is missing
             * @example state does not have a valid value
             * @example source_branch, target_branch are missing
             * @example name, path are missing, at least one parameter must be provided
             * @example 404 Not Found
             */
            error: string;
        };
        /**
         * @description Attribute name to error messages, or to the messages of an embedded entity.
         * @example {
         *       "path": [
         *         "has already been taken"
         *       ]
         *     }
         */
        ValidationMessages: {
            [key: string]: string[] | components["schemas"]["ValidationMessages"];
        };
        /**
         * @description Model validation failed. `message` maps each attribute to its error messages; an embedded entity nests another
         *     such object.
         * @example {
         *       "message": {
         *         "name": [
         *           "has already been taken"
         *         ]
         *       }
         *     }
         */
        ValidationError: {
            message: components["schemas"]["ValidationMessages"];
        };
        /**
         * @description The attributes of a new user.
         * @example {
         *       "email": "alice@example.com",
         *       "username": "alice",
         *       "name": "Alice Liddell",
         *       "password": "correct-horse-battery"
         *     }
         */
        UserAccount: {
            /** Format: email */
            email: string;
            username: string;
            name: string;
            /**
             * @description 8 to 128 characters; other lengths are a model validation error (400 with `message.password`), as in the real
             *     service.
             */
            password?: string;
            /** @description Set a random password; the user would reset it by e-mail (no e-mail is sent by this server). */
            reset_password?: boolean;
            /** @description Set a random password instead of `password`. */
            force_random_password?: boolean;
            /** @default false */
            admin?: boolean;
            /** @description Defaults to the instance's `default_projects_limit`. */
            projects_limit?: number;
            can_create_group?: boolean;
            external?: boolean;
            bio?: string;
            /** @description Accepted for compatibility; users are always confirmed. */
            skip_confirmation?: boolean;
        };
        /**
         * @description A new user. One of `password`, `reset_password` and `force_random_password` is required; the last two give the
         *     user a random password nobody knows.
         * @example {
         *       "email": "alice@example.com",
         *       "username": "alice",
         *       "name": "Alice Liddell",
         *       "password": "correct-horse-battery"
         *     }
         */
        UserCreateRequest: components["schemas"]["UserAccount"] & ({
            password: string;
        } | {
            reset_password: boolean;
        } | {
            force_random_password: boolean;
        });
        /**
         * @description `api` full API access; `read_api` read-only API access; `read_user` the caller's own user and the user list;
         *     `sudo` act as another user (administrators only); `read_repository`/`write_repository` git over HTTP.
         * @example api
         * @enum {string}
         */
        AccessTokenScope: "api" | "read_api" | "read_user" | "sudo" | "read_repository" | "write_repository";
        /**
         * @example {
         *       "name": "ci",
         *       "scopes": [
         *         "api"
         *       ],
         *       "expires_at": "2030-01-01"
         *     }
         */
        AccessTokenCreateRequest: {
            name: string;
            scopes: components["schemas"]["AccessTokenScope"][];
            /**
             * Format: date
             * @description The token stops working at the start of this day (UTC); never when absent.
             */
            expires_at?: string | null;
        };
        /**
         * @description A personal access or impersonation token. `token` is the secret value: it appears only in the response that
         *     created the token; the service stores only a hash of it.
         * @example {
         *       "id": 3,
         *       "name": "ci",
         *       "revoked": false,
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "scopes": [
         *         "api"
         *       ],
         *       "user_id": 2,
         *       "active": true,
         *       "expires_at": null,
         *       "impersonation": true,
         *       "token": "rhsimp-EwXq3LxPzF3gHjKm5nQ7aBcDeFgHiJkLmNo"
         *     }
         */
        AccessToken: {
            id: number;
            name: string;
            revoked: boolean;
            /** Format: date-time */
            created_at: string;
            scopes: components["schemas"]["AccessTokenScope"][];
            user_id: number;
            active: boolean;
            /** Format: date */
            expires_at: string | null;
            impersonation: boolean;
            token?: string;
        };
        /**
         * @description `private`: access granted explicitly per user; `internal`: readable and cloneable by any signed-in user;
         *     `public`: readable and cloneable without authentication.
         * @example private
         * @enum {string}
         */
        Visibility: "private" | "internal" | "public";
        /**
         * @description The namespace (a user's or a group's) a project lives in.
         * @example {
         *       "id": 2,
         *       "name": "alice",
         *       "path": "alice",
         *       "kind": "user",
         *       "full_path": "alice"
         *     }
         */
        NamespaceBasic: {
            id: number;
            name: string;
            path: string;
            /** @enum {string} */
            kind: "user" | "group";
            full_path: string;
        };
        /**
         * @description The reduced form of a project, returned by lists with `simple=true`.
         * @example {
         *       "id": 4,
         *       "description": "A client for the API",
         *       "name": "Diaspora Client",
         *       "name_with_namespace": "Diaspora / Diaspora Client",
         *       "path": "diaspora-client",
         *       "path_with_namespace": "diaspora/diaspora-client",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "default_branch": "master",
         *       "tag_list": [
         *         "example"
         *       ],
         *       "ssh_url_to_repo": "git@localhost:diaspora/diaspora-client.git",
         *       "http_url_to_repo": "http://localhost:3000/diaspora/diaspora-client.git",
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client",
         *       "avatar_url": null,
         *       "star_count": 0,
         *       "forks_count": 0,
         *       "last_activity_at": "2017-04-29T08:46:00.000Z",
         *       "namespace": {
         *         "id": 3,
         *         "name": "Diaspora",
         *         "path": "diaspora",
         *         "kind": "group",
         *         "full_path": "diaspora"
         *       }
         *     }
         */
        ProjectSimple: {
            id: number;
            description: string | null;
            name: string;
            name_with_namespace: string;
            path: string;
            path_with_namespace: string;
            /** Format: date-time */
            created_at: string;
            /** @description The repository's default branch; `master` unless another was given. */
            default_branch: string | null;
            tag_list: string[];
            ssh_url_to_repo: string;
            /** Format: uri */
            http_url_to_repo: string;
            /** Format: uri */
            web_url: string;
            avatar_url: string | null;
            star_count: number;
            forks_count: number;
            /** Format: date-time */
            last_activity_at: string;
            namespace: components["schemas"]["NamespaceBasic"];
        };
        /**
         * @description 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner.
         * @example 30
         * @enum {integer}
         */
        AccessLevel: 10 | 20 | 30 | 40 | 50;
        /**
         * @description The caller's access through project membership (`project_access`) or group membership (`group_access`); null
         *     when the caller has none. Access levels: 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner.
         *     Notification levels: 0 disabled, 1 participating, 2 watch, 3 global, 4 mention, 5 custom.
         * @example {
         *       "access_level": 50,
         *       "notification_level": 3
         *     }
         */
        ProjectAccess: {
            access_level: components["schemas"]["AccessLevel"];
            /** @enum {integer} */
            notification_level: 0 | 1 | 2 | 3 | 4 | 5;
        } | null;
        /**
         * @description Sizes in bytes.
         * @example {
         *       "commit_count": 37,
         *       "storage_size": 1038090,
         *       "repository_size": 1038090,
         *       "lfs_objects_size": 0,
         *       "job_artifacts_size": 0
         *     }
         */
        ProjectStatistics: {
            commit_count: number;
            storage_size: number;
            repository_size: number;
            lfs_objects_size: number;
            job_artifacts_size: number;
        };
        /**
         * @description A project. `owner` is present for projects in a user's namespace. `runners_token` is shown only to maintainers
         *     and above. `statistics` is present only when asked for with `statistics=true` by a reporter or above.
         */
        Project: components["schemas"]["ProjectSimple"] & {
            visibility: components["schemas"]["Visibility"];
            /** @description The user owning the namespace; null for a project in a group. */
            owner: {
                id: number;
                name: string;
                username: string;
                /** Format: date-time */
                created_at: string;
            } | null;
            issues_enabled: boolean;
            merge_requests_enabled: boolean;
            jobs_enabled: boolean;
            wiki_enabled: boolean;
            snippets_enabled: boolean;
            container_registry_enabled: boolean;
            open_issues_count: number;
            resolve_outdated_diff_discussions: boolean;
            creator_id: number;
            /**
             * @description `none` for a project that was neither imported nor forked; otherwise `scheduled`, then `started`, then
             *     `finished` or `failed` (with `import_error`).
             * @enum {string}
             */
            import_status: "none" | "scheduled" | "started" | "finished" | "failed";
            import_error: string | null;
            permissions: {
                project_access: components["schemas"]["ProjectAccess"];
                group_access: components["schemas"]["ProjectAccess"];
            };
            archived: boolean;
            shared_runners_enabled: boolean;
            /** @description Secret; shown only to maintainers, owners and administrators. */
            runners_token?: string;
            public_jobs: boolean;
            shared_with_groups: {
                group_id: number;
                group_name: string;
                group_full_path: string;
                group_access_level: components["schemas"]["AccessLevel"];
                /** Format: date */
                expires_at: string | null;
            }[];
            only_allow_merge_if_pipeline_succeeds: boolean;
            only_allow_merge_if_all_discussions_are_resolved: boolean;
            /** @description Set with the create parameter `printing_merge_request_link_enabled`. */
            printing_merge_requests_link_enabled: boolean;
            request_access_enabled: boolean;
            lfs_enabled: boolean;
            ci_config_path: string | null;
            /** Format: date-time */
            updated_at: string;
            statistics?: components["schemas"]["ProjectStatistics"];
            _links: {
                /** Format: uri */
                self: string;
                /** Format: uri */
                issues: string;
                /** Format: uri */
                merge_requests: string;
                /** Format: uri */
                repo_branches: string;
                /** Format: uri */
                labels: string;
                /** Format: uri */
                events: string;
                /** Format: uri */
                members: string;
            };
        };
        /**
         * @description Project attributes that can be given on create and on edit.
         * @example {
         *       "description": "A client for the API",
         *       "visibility": "internal",
         *       "tag_list": [
         *         "example"
         *       ]
         *     }
         */
        ProjectSettings: {
            description?: string;
            /** @default true */
            issues_enabled?: boolean;
            /** @default true */
            merge_requests_enabled?: boolean;
            /** @default true */
            jobs_enabled?: boolean;
            /** @default true */
            wiki_enabled?: boolean;
            /** @default true */
            snippets_enabled?: boolean;
            /** @default true */
            container_registry_enabled?: boolean;
            /** @description Defaults to the instance's `shared_runners_enabled` setting. */
            shared_runners_enabled?: boolean;
            /** @default false */
            resolve_outdated_diff_discussions?: boolean;
            visibility?: components["schemas"]["Visibility"];
            /**
             * Format: uri
             * @description URL of a git repository to import; credentials in it are never shown back.
             */
            import_url?: string;
            /**
             * @description true lets non-members view jobs.
             * @default true
             */
            public_jobs?: boolean;
            /** @default false */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /** @default false */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /** @default true */
            lfs_enabled?: boolean;
            /** @default true */
            request_access_enabled?: boolean;
            tag_list?: string[];
            ci_config_path?: string;
        };
        /**
         * @description A new project. At least one of `name` and `path` is required: `name` defaults to `path`; `path` is derived
         *     from `name` (accents dropped, every run of characters other than ASCII letters, digits, `_` and `-` turned into
         *     one `-`, no `-` at either end, lowercased: `My Cool Project` gives `my-cool-project`).
         *     `visibility` defaults to the instance's `default_project_visibility`.
         * @example {
         *       "name": "Diaspora Client",
         *       "description": "A client for the API",
         *       "visibility": "internal"
         *     }
         */
        ProjectCreateRequest: components["schemas"]["ProjectSettings"] & {
            name?: string;
            path?: string;
            /** @description The namespace to create the project in; defaults to the caller's own namespace. */
            namespace_id?: number;
            /** @default master */
            default_branch?: string;
            /**
             * @description Shown as `printing_merge_requests_link_enabled`.
             * @default true
             */
            printing_merge_request_link_enabled?: boolean;
        } & ({
            name: string;
        } | {
            path: string;
        });
        /**
         * @description The instance's application settings, read and written as one flat object. Every setting has a default (shown
         *     per field) until an administrator changes it. `id`, `created_at` and `updated_at` are read-only.
         */
        ApplicationSettings: {
            /** @description Always 1; the instance has one settings object. */
            readonly id: number;
            /** Format: date-time */
            readonly created_at: string;
            /** Format: date-time */
            readonly updated_at: string;
            /**
             * Format: email
             * @description Recipient of abuse reports when set.
             * @default null
             */
            admin_notification_email: string | null;
            /**
             * @description Where users are sent after signing out.
             * @default null
             */
            after_sign_out_path: string | null;
            /**
             * @description Text shown to users after they sign up.
             * @default null
             */
            after_sign_up_text: string | null;
            /**
             * @description Let project hooks and repository imports reach loopback, link-local and private network addresses.
             * @default false
             */
            allow_local_requests_from_hooks_and_services: boolean;
            /**
             * @description Use the external avatar service for users without an avatar.
             * @default true
             */
            avatarsvc_enabled: boolean;
            /**
             * @description Ask for a captcha on sign-up.
             * @default false
             */
            captcha_enabled: boolean;
            /**
             * @description Private key of the captcha service; required when `captcha_enabled` is true.
             * @default null
             */
            captcha_private_key: string | null;
            /**
             * @description Site key of the captcha service; required when `captcha_enabled` is true.
             * @default null
             */
            captcha_site_key: string | null;
            /**
             * @description Attempts to access a storage before the circuit breaker opens.
             * @default 3
             */
            circuitbreaker_access_retries: number;
            /**
             * @description Seconds between storage checks.
             * @default 1
             */
            circuitbreaker_check_interval: number;
            /**
             * @description Failures after which storage access is prevented.
             * @default 3
             */
            circuitbreaker_failure_count_threshold: number;
            /**
             * @description Seconds failure information is kept.
             * @default 1800
             */
            circuitbreaker_failure_reset_time: number;
            /**
             * @description Seconds to wait for a storage access.
             * @default 15
             */
            circuitbreaker_storage_timeout: number;
            /**
             * @description DSN of the client-side error tracker; required when `clientside_errtrack_enabled` is true.
             * @default null
             */
            clientside_errtrack_dsn: string | null;
            /**
             * @description Report client-side errors to an error tracker.
             * @default false
             */
            clientside_errtrack_enabled: boolean;
            /**
             * @description Minutes a container registry token stays valid.
             * @default 5
             */
            container_registry_token_expire_delay: number;
            /**
             * @description Default expiry of job artifacts, e.g. `30 days`.
             * @default 30 days
             */
            default_artifacts_expire_in: string;
            /**
             * @description Protection of the default branch of new projects: `0` not protected, `1` partially protected (developers may push, no force push or delete), `2` fully protected.
             * @default 2
             * @enum {integer}
             */
            default_branch_protection: 0 | 1 | 2;
            /**
             * @description Visibility of new groups.
             * @default private
             */
            default_group_visibility: components["schemas"]["Visibility"];
            /**
             * @description Visibility of a new project created without `visibility`.
             * @default private
             */
            default_project_visibility: components["schemas"]["Visibility"];
            /**
             * @description How many projects a new user may create in their own namespace.
             * @default 100000
             */
            default_projects_limit: number;
            /**
             * @description Visibility of new snippets.
             * @default private
             */
            default_snippet_visibility: components["schemas"]["Visibility"];
            /**
             * @description Render diagrams with an external diagram server.
             * @default false
             */
            diagram_enabled: boolean;
            /**
             * Format: uri
             * @description URL of the diagram server; required when `diagram_enabled` is true.
             * @default null
             */
            diagram_url: string | null;
            /**
             * @description OAuth providers that may not be used to sign in.
             * @default []
             */
            disabled_oauth_sign_in_sources: string[];
            /**
             * @description E-mail domains from which sign-up is refused; required (non-empty) when `domain_blacklist_enabled` is true.
             * @default []
             */
            domain_blacklist: string[] | null;
            /**
             * @description Refuse sign-up from the domains of `domain_blacklist`.
             * @default false
             */
            domain_blacklist_enabled: boolean;
            /**
             * @description Only these e-mail domains may sign up; null for no restriction.
             * @default null
             */
            domain_whitelist: string[] | null;
            /**
             * @description Minimum DSA key size in bits: `0` no restriction, `-1` DSA keys refused, or 1024, 2048, 3072.
             * @default 0
             * @enum {integer}
             */
            dsa_key_restriction: -1 | 0 | 1024 | 2048 | 3072;
            /**
             * @description Minimum ECDSA key size in bits: `0` no restriction, `-1` ECDSA keys refused, or 256, 384, 521.
             * @default 0
             * @enum {integer}
             */
            ecdsa_key_restriction: -1 | 0 | 256 | 384 | 521;
            /**
             * @description Minimum ED25519 key size in bits: `0` no restriction, `-1` ED25519 keys refused, or 256.
             * @default 0
             * @enum {integer}
             */
            ed25519_key_restriction: -1 | 0 | 256;
            /**
             * @description Put the author's name in the body of notification e-mails.
             * @default false
             */
            email_author_in_body: boolean;
            /**
             * @description Git access protocols allowed: `ssh`, `http`, or both (null; send `nil` to allow both).
             * @default null
             * @enum {string|null}
             */
            enabled_git_access_protocol: "ssh" | "http" | null;
            /**
             * @description DSN of the server-side error tracker; required when `errtrack_enabled` is true.
             * @default null
             */
            errtrack_dsn: string | null;
            /**
             * @description Report server errors to an error tracker.
             * @default false
             */
            errtrack_enabled: boolean;
            /**
             * @description Hide commercial content on the help page.
             * @default false
             */
            help_page_hide_commercial_content: boolean;
            /**
             * Format: uri
             * @description Support link on the help page.
             * @default null
             */
            help_page_support_url: string | null;
            /**
             * Format: uri
             * @description Where signed-out visitors are redirected.
             * @default null
             */
            home_page_url: string | null;
            /**
             * @description Write bitmaps when repacking repositories.
             * @default true
             */
            housekeeping_bitmaps_enabled: boolean;
            /**
             * @description Run housekeeping on repositories after pushes.
             * @default true
             */
            housekeeping_enabled: boolean;
            /**
             * @description Pushes after which a full repack runs.
             * @default 50
             */
            housekeeping_full_repack_period: number;
            /**
             * @description Pushes after which `git gc` runs.
             * @default 200
             */
            housekeeping_gc_period: number;
            /**
             * @description Pushes after which an incremental repack runs.
             * @default 10
             */
            housekeeping_incremental_repack_period: number;
            /**
             * @description Send HTML e-mails besides plain text.
             * @default true
             */
            html_emails_enabled: boolean;
            /**
             * @description Sources projects may be imported from.
             * @default [
             *       "github",
             *       "bitbucket",
             *       "gitlab",
             *       "google_code",
             *       "fogbugz",
             *       "git",
             *       "gitlab_project"
             *     ]
             */
            import_sources: ("github" | "bitbucket" | "gitlab" | "google_code" | "fogbugz" | "git" | "gitlab_project")[];
            /**
             * @description Maximum size of job artifacts, in megabytes.
             * @default 100
             */
            max_artifacts_size: number;
            /**
             * @description Maximum size of an upload, in megabytes.
             * @default 10
             */
            max_attachment_size: number;
            /**
             * @description Maximum size of a pages site, in megabytes.
             * @default 100
             */
            max_pages_size: number;
            /**
             * @description Send performance metrics to a metrics database.
             * @default false
             */
            metrics_enabled: boolean;
            /**
             * @description Host of the metrics database; required when `metrics_enabled` is true.
             * @default localhost
             */
            metrics_host: string | null;
            /**
             * @description Milliseconds a method call must take to be recorded; required when `metrics_enabled` is true.
             * @default 10
             */
            metrics_method_call_threshold: number | null;
            /**
             * @description Datapoints sent per UDP packet; required when `metrics_enabled` is true.
             * @default 1
             */
            metrics_packet_size: number | null;
            /**
             * @description Connections kept open to the metrics database; required when `metrics_enabled` is true.
             * @default 16
             */
            metrics_pool_size: number | null;
            /**
             * @description UDP port of the metrics database.
             * @default 8089
             */
            metrics_port: number;
            /**
             * @description Seconds between samples; required when `metrics_enabled` is true.
             * @default 15
             */
            metrics_sample_interval: number | null;
            /**
             * @description Seconds before a metrics connection times out; required when `metrics_enabled` is true.
             * @default 10
             */
            metrics_timeout: number | null;
            /**
             * @description Expose the service's own monitoring metrics.
             * @default false
             */
            monitoring_metrics_enabled: boolean;
            /**
             * @description Allow passwords for git over HTTP (tokens always work).
             * @default true
             */
            password_authentication_enabled_for_git: boolean;
            /**
             * @description Allow signing in with a password on the web sign-in form and with the OAuth password grant.
             * @default true
             */
            password_authentication_enabled_for_web: boolean;
            /**
             * @description Path of the group whose members may see the performance bar.
             * @default null
             */
            performance_bar_allowed_group_id: string | null;
            /**
             * @description Show the performance bar to the allowed group.
             * @default false
             */
            performance_bar_enabled: boolean;
            /**
             * @description Multiplier of the clients' polling intervals; `0` disables polling.
             * @default 1
             */
            polling_interval_multiplier: number;
            /**
             * @description Allow projects to be exported.
             * @default true
             */
            project_export_enabled: boolean;
            /**
             * @description Run periodic repository integrity checks.
             * @default true
             */
            repository_checks_enabled: boolean;
            /**
             * @description Enabled storage names; new projects land in one chosen at random.
             * @default [
             *       "default"
             *     ]
             */
            repository_storages: string[];
            /**
             * @description Require every user to set up two-factor authentication.
             * @default false
             */
            require_two_factor_authentication: boolean;
            /**
             * @description Visibility levels that non-administrators may not use for projects, groups and snippets; null for none.
             * @default null
             */
            restricted_visibility_levels: components["schemas"]["Visibility"][] | null;
            /**
             * @description Minimum RSA key size in bits: `0` no restriction, `-1` RSA keys refused, or 1024, 2048, 3072, 4096.
             * @default 0
             * @enum {integer}
             */
            rsa_key_restriction: -1 | 0 | 1024 | 2048 | 3072 | 4096;
            /**
             * @description Send a confirmation e-mail on sign-up.
             * @default false
             */
            send_user_confirmation_email: boolean;
            /**
             * @description Minutes a web session lasts; a restart applies a change.
             * @default 10080
             */
            session_expire_delay: number;
            /**
             * @description Enable shared runners for new projects.
             * @default true
             */
            shared_runners_enabled: boolean;
            /**
             * @description Text shown about the shared runners.
             * @default null
             */
            shared_runners_text: string | null;
            /**
             * @description Text shown on the sign-in page.
             * @default null
             */
            sign_in_text: string | null;
            /**
             * @description Allow visitors to register an account; the sign-in page offers registration only when true.
             * @default true
             */
            signup_enabled: boolean;
            /**
             * @description Key of the spam-protection service.
             * @default null
             */
            spamcheck_api_key: string | null;
            /**
             * @description Check new content with the spam-protection service.
             * @default false
             */
            spamcheck_enabled: boolean;
            /**
             * @description Throttle background job queues.
             * @default false
             */
            jobqueue_throttling_enabled: boolean;
            /**
             * @description Share of the workers a throttled queue may use, strictly between 0 and 1; required when `jobqueue_throttling_enabled` is true.
             * @default null
             */
            jobqueue_throttling_factor: number | null;
            /**
             * @description Queues to throttle; required (non-empty) when `jobqueue_throttling_enabled` is true.
             * @default null
             */
            jobqueue_throttling_queues: string[] | null;
            /**
             * @description Maximum seconds a web terminal session lasts; `0` means unlimited.
             * @default 0
             */
            terminal_max_session_time: number;
            /**
             * @description Hours users may postpone setting up required two-factor authentication.
             * @default 48
             */
            two_factor_grace_period: number;
            /**
             * @description Limit how many IP addresses a user may sign in from.
             * @default false
             */
            unique_ips_limit_enabled: boolean;
            /**
             * @description Maximum IP addresses per user; required when `unique_ips_limit_enabled` is true.
             * @default 10
             */
            unique_ips_limit_per_user: number | null;
            /**
             * @description Seconds over which IP addresses are counted; required when `unique_ips_limit_enabled` is true.
             * @default 3600
             */
            unique_ips_limit_time_window: number | null;
            /**
             * @description Send a weekly usage report.
             * @default true
             */
            usage_ping_enabled: boolean;
            /**
             * @description Make new users external by default.
             * @default false
             */
            user_default_external: boolean;
            /**
             * @description Let users register OAuth applications.
             * @default true
             */
            user_oauth_applications: boolean;
            /**
             * @description Check for new versions of the service.
             * @default true
             */
            version_check_enabled: boolean;
            /**
             * @description Offer the web IDE.
             * @default false
             */
            webide_enabled: boolean;
            /**
             * Format: uri
             * @description URL of the web IDE; required when `webide_enabled` is true.
             * @default null
             */
            webide_url: string | null;
        };
        /**
         * @description Settings to change; all optional, and only the ones given change. Each may also be sent as a query parameter.
         *     Rules (400 with `{"message":{"<setting>":["…"]}}`, nothing stored when any fails): the type, enumeration and
         *     range of each setting; each "required when … is true" pair is checked against the settings as they would be
         *     after the change.
         */
        ApplicationSettingsUpdateRequest: {
            /**
             * Format: email
             * @description Recipient of abuse reports when set.
             */
            admin_notification_email?: string | null;
            /** @description Where users are sent after signing out. */
            after_sign_out_path?: string | null;
            /** @description Text shown to users after they sign up. */
            after_sign_up_text?: string | null;
            /** @description Let project hooks and repository imports reach loopback, link-local and private network addresses. */
            allow_local_requests_from_hooks_and_services?: boolean;
            /** @description Use the external avatar service for users without an avatar. */
            avatarsvc_enabled?: boolean;
            /** @description Ask for a captcha on sign-up. */
            captcha_enabled?: boolean;
            /** @description Private key of the captcha service; required when `captcha_enabled` is true. */
            captcha_private_key?: string | null;
            /** @description Site key of the captcha service; required when `captcha_enabled` is true. */
            captcha_site_key?: string | null;
            /** @description Attempts to access a storage before the circuit breaker opens. */
            circuitbreaker_access_retries?: number;
            /** @description Seconds between storage checks. */
            circuitbreaker_check_interval?: number;
            /** @description Failures after which storage access is prevented. */
            circuitbreaker_failure_count_threshold?: number;
            /** @description Seconds failure information is kept. */
            circuitbreaker_failure_reset_time?: number;
            /** @description Seconds to wait for a storage access. */
            circuitbreaker_storage_timeout?: number;
            /** @description DSN of the client-side error tracker; required when `clientside_errtrack_enabled` is true. */
            clientside_errtrack_dsn?: string | null;
            /** @description Report client-side errors to an error tracker. */
            clientside_errtrack_enabled?: boolean;
            /** @description Minutes a container registry token stays valid. */
            container_registry_token_expire_delay?: number;
            /** @description Default expiry of job artifacts, e.g. `30 days`. */
            default_artifacts_expire_in?: string;
            /**
             * @description Protection of the default branch of new projects: `0` not protected, `1` partially protected (developers may push, no force push or delete), `2` fully protected.
             * @enum {integer}
             */
            default_branch_protection?: 0 | 1 | 2;
            /** @description Visibility of new groups. */
            default_group_visibility?: components["schemas"]["Visibility"];
            /** @description Visibility of a new project created without `visibility`. */
            default_project_visibility?: components["schemas"]["Visibility"];
            /** @description How many projects a new user may create in their own namespace. */
            default_projects_limit?: number;
            /** @description Visibility of new snippets. */
            default_snippet_visibility?: components["schemas"]["Visibility"];
            /** @description Render diagrams with an external diagram server. */
            diagram_enabled?: boolean;
            /**
             * Format: uri
             * @description URL of the diagram server; required when `diagram_enabled` is true.
             */
            diagram_url?: string | null;
            /** @description OAuth providers that may not be used to sign in. */
            disabled_oauth_sign_in_sources?: string[];
            /** @description E-mail domains from which sign-up is refused; required (non-empty) when `domain_blacklist_enabled` is true. */
            domain_blacklist?: string[] | null;
            /** @description Refuse sign-up from the domains of `domain_blacklist`. */
            domain_blacklist_enabled?: boolean;
            /** @description Only these e-mail domains may sign up; null for no restriction. */
            domain_whitelist?: string[] | null;
            /**
             * @description Minimum DSA key size in bits: `0` no restriction, `-1` DSA keys refused, or 1024, 2048, 3072.
             * @enum {integer}
             */
            dsa_key_restriction?: -1 | 0 | 1024 | 2048 | 3072;
            /**
             * @description Minimum ECDSA key size in bits: `0` no restriction, `-1` ECDSA keys refused, or 256, 384, 521.
             * @enum {integer}
             */
            ecdsa_key_restriction?: -1 | 0 | 256 | 384 | 521;
            /**
             * @description Minimum ED25519 key size in bits: `0` no restriction, `-1` ED25519 keys refused, or 256.
             * @enum {integer}
             */
            ed25519_key_restriction?: -1 | 0 | 256;
            /** @description Put the author's name in the body of notification e-mails. */
            email_author_in_body?: boolean;
            /**
             * @description Git access protocols allowed: `ssh`, `http`, or both (null; send `nil` to allow both).
             * @enum {string|null}
             */
            enabled_git_access_protocol?: "ssh" | "http" | "nil" | null;
            /** @description DSN of the server-side error tracker; required when `errtrack_enabled` is true. */
            errtrack_dsn?: string | null;
            /** @description Report server errors to an error tracker. */
            errtrack_enabled?: boolean;
            /** @description Hide commercial content on the help page. */
            help_page_hide_commercial_content?: boolean;
            /**
             * Format: uri
             * @description Support link on the help page.
             */
            help_page_support_url?: string | null;
            /**
             * Format: uri
             * @description Where signed-out visitors are redirected.
             */
            home_page_url?: string | null;
            /** @description Write bitmaps when repacking repositories. */
            housekeeping_bitmaps_enabled?: boolean;
            /** @description Run housekeeping on repositories after pushes. */
            housekeeping_enabled?: boolean;
            /** @description Pushes after which a full repack runs. */
            housekeeping_full_repack_period?: number;
            /** @description Pushes after which `git gc` runs. */
            housekeeping_gc_period?: number;
            /** @description Pushes after which an incremental repack runs. */
            housekeeping_incremental_repack_period?: number;
            /** @description Send HTML e-mails besides plain text. */
            html_emails_enabled?: boolean;
            /** @description Sources projects may be imported from. */
            import_sources?: ("github" | "bitbucket" | "gitlab" | "google_code" | "fogbugz" | "git" | "gitlab_project")[];
            /** @description Maximum size of job artifacts, in megabytes. */
            max_artifacts_size?: number;
            /** @description Maximum size of an upload, in megabytes. */
            max_attachment_size?: number;
            /** @description Maximum size of a pages site, in megabytes. */
            max_pages_size?: number;
            /** @description Send performance metrics to a metrics database. */
            metrics_enabled?: boolean;
            /** @description Host of the metrics database; required when `metrics_enabled` is true. */
            metrics_host?: string | null;
            /** @description Milliseconds a method call must take to be recorded; required when `metrics_enabled` is true. */
            metrics_method_call_threshold?: number | null;
            /** @description Datapoints sent per UDP packet; required when `metrics_enabled` is true. */
            metrics_packet_size?: number | null;
            /** @description Connections kept open to the metrics database; required when `metrics_enabled` is true. */
            metrics_pool_size?: number | null;
            /** @description UDP port of the metrics database. */
            metrics_port?: number;
            /** @description Seconds between samples; required when `metrics_enabled` is true. */
            metrics_sample_interval?: number | null;
            /** @description Seconds before a metrics connection times out; required when `metrics_enabled` is true. */
            metrics_timeout?: number | null;
            /** @description Expose the service's own monitoring metrics. */
            monitoring_metrics_enabled?: boolean;
            /** @description Allow passwords for git over HTTP (tokens always work). */
            password_authentication_enabled_for_git?: boolean;
            /** @description Allow signing in with a password on the web sign-in form and with the OAuth password grant. */
            password_authentication_enabled_for_web?: boolean;
            /** @description Path of the group whose members may see the performance bar. */
            performance_bar_allowed_group_id?: string | null;
            /** @description Show the performance bar to the allowed group. */
            performance_bar_enabled?: boolean;
            /** @description Multiplier of the clients' polling intervals; `0` disables polling. */
            polling_interval_multiplier?: number;
            /** @description Allow projects to be exported. */
            project_export_enabled?: boolean;
            /** @description Run periodic repository integrity checks. */
            repository_checks_enabled?: boolean;
            /** @description Enabled storage names; new projects land in one chosen at random. */
            repository_storages?: string[];
            /** @description Require every user to set up two-factor authentication. */
            require_two_factor_authentication?: boolean;
            /** @description Visibility levels that non-administrators may not use for projects, groups and snippets; null for none. */
            restricted_visibility_levels?: components["schemas"]["Visibility"][] | null;
            /**
             * @description Minimum RSA key size in bits: `0` no restriction, `-1` RSA keys refused, or 1024, 2048, 3072, 4096.
             * @enum {integer}
             */
            rsa_key_restriction?: -1 | 0 | 1024 | 2048 | 3072 | 4096;
            /** @description Send a confirmation e-mail on sign-up. */
            send_user_confirmation_email?: boolean;
            /** @description Minutes a web session lasts; a restart applies a change. */
            session_expire_delay?: number;
            /** @description Enable shared runners for new projects. */
            shared_runners_enabled?: boolean;
            /** @description Text shown about the shared runners. */
            shared_runners_text?: string | null;
            /** @description Text shown on the sign-in page. */
            sign_in_text?: string | null;
            /** @description Allow visitors to register an account; the sign-in page offers registration only when true. */
            signup_enabled?: boolean;
            /** @description Key of the spam-protection service. */
            spamcheck_api_key?: string | null;
            /** @description Check new content with the spam-protection service. */
            spamcheck_enabled?: boolean;
            /** @description Throttle background job queues. */
            jobqueue_throttling_enabled?: boolean;
            /** @description Share of the workers a throttled queue may use, strictly between 0 and 1; required when `jobqueue_throttling_enabled` is true. */
            jobqueue_throttling_factor?: number | null;
            /** @description Queues to throttle; required (non-empty) when `jobqueue_throttling_enabled` is true. */
            jobqueue_throttling_queues?: string[] | null;
            /** @description Maximum seconds a web terminal session lasts; `0` means unlimited. */
            terminal_max_session_time?: number;
            /** @description Hours users may postpone setting up required two-factor authentication. */
            two_factor_grace_period?: number;
            /** @description Limit how many IP addresses a user may sign in from. */
            unique_ips_limit_enabled?: boolean;
            /** @description Maximum IP addresses per user; required when `unique_ips_limit_enabled` is true. */
            unique_ips_limit_per_user?: number | null;
            /** @description Seconds over which IP addresses are counted; required when `unique_ips_limit_enabled` is true. */
            unique_ips_limit_time_window?: number | null;
            /** @description Send a weekly usage report. */
            usage_ping_enabled?: boolean;
            /** @description Make new users external by default. */
            user_default_external?: boolean;
            /** @description Let users register OAuth applications. */
            user_oauth_applications?: boolean;
            /** @description Check for new versions of the service. */
            version_check_enabled?: boolean;
            /** @description Offer the web IDE. */
            webide_enabled?: boolean;
            /**
             * Format: uri
             * @description URL of the web IDE; required when `webide_enabled` is true.
             */
            webide_url?: string | null;
        };
    };
    responses: {
        /** @description Credentials are missing where the call needs them, or are invalid, expired or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "401 Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /**
         * @description The caller may not do this (`message`), or the token lacks a scope the call needs (`insufficient_scope`), e.g.
         *     `sudo` for the `Sudo` header.
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"] | components["schemas"]["InsufficientScopeError"];
            };
        };
        /**
         * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
         *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
         */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "404 Project Not Found"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The user. */
        User: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "id": 2,
                 *       "username": "alice",
                 *       "name": "Alice Liddell",
                 *       "state": "active",
                 *       "avatar_url": null,
                 *       "web_url": "http://localhost:3000/alice",
                 *       "created_at": "2017-04-29T08:46:00.000Z",
                 *       "bio": "",
                 *       "public_email": null,
                 *       "email": "alice@example.com",
                 *       "is_admin": false,
                 *       "projects_limit": 100000,
                 *       "can_create_project": true,
                 *       "can_create_group": true,
                 *       "external": false,
                 *       "last_sign_in_at": null
                 *     }
                 */
                "application/json": components["schemas"]["User"];
            };
        };
        /** @description A page of users. */
        UserList: {
            headers: {
                "X-Total": components["headers"]["XTotal"];
                "X-Total-Pages": components["headers"]["XTotalPages"];
                "X-Per-Page": components["headers"]["XPerPage"];
                "X-Page": components["headers"]["XPage"];
                "X-Next-Page": components["headers"]["XNextPage"];
                "X-Prev-Page": components["headers"]["XPrevPage"];
                Link: components["headers"]["Link"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "id": 2,
                 *         "username": "alice",
                 *         "name": "Alice Liddell",
                 *         "state": "active",
                 *         "avatar_url": null,
                 *         "web_url": "http://localhost:3000/alice",
                 *         "created_at": "2017-04-29T08:46:00.000Z",
                 *         "bio": "",
                 *         "public_email": null
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["User"][];
            };
        };
        /**
         * @description A parameter is missing, invalid or outside its enumeration (`error`), a request-level rule failed (`message`
         *     text), or model validation failed (`message` object).
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterError"] | components["schemas"]["MessageError"] | components["schemas"]["ValidationError"];
            };
        };
        /** @description The new token, with its secret value in `token` (shown only here). */
        AccessToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "id": 3,
                 *       "name": "ci",
                 *       "revoked": false,
                 *       "created_at": "2017-04-29T08:46:00.000Z",
                 *       "scopes": [
                 *         "api"
                 *       ],
                 *       "user_id": 2,
                 *       "active": true,
                 *       "expires_at": null,
                 *       "impersonation": true,
                 *       "token": "rhsimp-EwXq3LxPzF3gHjKm5nQ7aBcDeFgHiJkLmNo"
                 *     }
                 */
                "application/json": components["schemas"]["AccessToken"];
            };
        };
        /** @description A page of projects (the reduced form with `simple=true`). */
        ProjectList: {
            headers: {
                "X-Total": components["headers"]["XTotal"];
                "X-Total-Pages": components["headers"]["XTotalPages"];
                "X-Per-Page": components["headers"]["XPerPage"];
                "X-Page": components["headers"]["XPage"];
                "X-Next-Page": components["headers"]["XNextPage"];
                "X-Prev-Page": components["headers"]["XPrevPage"];
                Link: components["headers"]["Link"];
                [name: string]: unknown;
            };
            content: {
                "application/json": (components["schemas"]["Project"] | components["schemas"]["ProjectSimple"])[];
            };
        };
        /** @description The project. */
        Project: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Project"];
            };
        };
        /** @description A resource with the same unique attributes exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": {
                 *         "name": [
                 *           "has already been taken"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"] | components["schemas"]["ValidationError"];
            };
        };
        /** @description The application settings. */
        ApplicationSettings: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApplicationSettings"];
            };
        };
    };
    parameters: {
        /**
         * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
         *     the `sudo` scope may send it (see Authentication).
         * @example alice
         */
        SudoHeader: string;
        /**
         * @description The query-string form of the `Sudo` header.
         * @example alice
         */
        SudoQuery: string;
        /**
         * @description Page number, starting at 1. A value below 1 is refused with 400.
         * @example 1
         */
        Page: number;
        /**
         * @description Items per page. Values above 100 are capped at 100.
         * @example 20
         */
        PerPage: number;
        /**
         * @description The numeric id of the user.
         * @example 2
         */
        UserIdPath: number;
        /**
         * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
         *     `%2F` (`/projects/group%2Fproject`).
         */
        ProjectId: number | string;
    };
    requestBodies: {
        AccessTokenCreate: {
            content: {
                /**
                 * @example {
                 *       "name": "ci",
                 *       "scopes": [
                 *         "api"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["AccessTokenCreateRequest"];
                /**
                 * @example {
                 *       "name": "ci",
                 *       "scopes": [
                 *         "api"
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["AccessTokenCreateRequest"];
            };
        };
    };
    headers: {
        /**
         * @description Total number of matching items. Omitted above 10,000 matching items.
         * @example 42
         */
        XTotal: number;
        /**
         * @description Total number of pages. Omitted above 10,000 matching items.
         * @example 3
         */
        XTotalPages: number;
        /**
         * @description Items per page.
         * @example 20
         */
        XPerPage: number;
        /**
         * @description Index of this page, starting at 1.
         * @example 1
         */
        XPage: number;
        /**
         * @description Index of the next page; empty when this is the last page.
         * @example 2
         */
        XNextPage: string;
        /**
         * @description Index of the previous page; empty on the first page.
         * @example
         */
        XPrevPage: string;
        /**
         * @description RFC 8288 links with rel `prev`, `next`, `first` and `last` (no `last` above 10,000 matching items), holding full
         *     URLs built from the request's own scheme and host. Follow them instead of building URLs.
         * @example <http://localhost:3000/api/v4/projects?page=2&per_page=20>; rel="next", <http://localhost:3000/api/v4/projects?page=1&per_page=20>; rel="first", <http://localhost:3000/api/v4/projects?page=3&per_page=20>; rel="last"
         */
        Link: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getVersion: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": "0.1.0",
                     *       "revision": "reference"
                     *     }
                     */
                    "application/json": components["schemas"]["Version"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
                /**
                 * @description Page number, starting at 1. A value below 1 is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only the user with exactly this username (case-insensitive).
                 * @example alice
                 */
                username?: string;
                /**
                 * @description Only users whose username, name or e-mail address contains this text (case-insensitive).
                 * @example ali
                 */
                search?: string;
                /** @description Only active users. */
                active?: boolean;
                /** @description Only blocked users. */
                blocked?: boolean;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["UserList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createUser: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "alice@example.com",
                 *       "username": "alice",
                 *       "name": "Alice Liddell",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/json": components["schemas"]["UserCreateRequest"];
                /**
                 * @example {
                 *       "email": "alice@example.com",
                 *       "username": "alice",
                 *       "name": "Alice Liddell",
                 *       "password": "correct-horse-battery"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["UserCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["User"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The e-mail address or the username is taken (compared case-insensitively). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["User"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createImpersonationToken: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AccessTokenCreate"];
        responses: {
            201: components["responses"]["AccessToken"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createPersonalAccessToken: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AccessTokenCreate"];
        responses: {
            201: components["responses"]["AccessToken"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
                /**
                 * @description Page number, starting at 1. A value below 1 is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only projects whose name or path contains this text (case-insensitive; `%` and `_` are literal
                 *     characters). Reserved characters may be sent unencoded; a `+` stands for a space, as in form encoding.
                 * @example diaspora
                 */
                search?: string;
                /** @description Sort key. */
                order_by?: "id" | "name" | "path" | "created_at" | "updated_at" | "last_activity_at";
                /** @description Sort direction. */
                sort?: "asc" | "desc";
                /** @description Only projects of this visibility. */
                visibility?: components["schemas"]["Visibility"];
                /** @description Return the reduced form (`ProjectSimple`). */
                simple?: boolean;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProjectList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createProject: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Diaspora Client",
                 *       "description": "A client for the API",
                 *       "visibility": "internal"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectCreateRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Project"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getProject: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path: {
                /**
                 * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
                 *     `%2F` (`/projects/group%2Fproject`).
                 */
                id: components["parameters"]["ProjectId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Project"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApplicationSettings: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ApplicationSettings"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateApplicationSettings: {
        parameters: {
            query?: {
                /**
                 * @description The query-string form of the `Sudo` header.
                 * @example alice
                 */
                sudo?: components["parameters"]["SudoQuery"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication).
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "signup_enabled": false,
                 *       "default_project_visibility": "internal"
                 *     }
                 */
                "application/json": components["schemas"]["ApplicationSettingsUpdateRequest"];
                /**
                 * @example {
                 *       "signup_enabled": false
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ApplicationSettingsUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["ApplicationSettings"];
            /** @description A rule failed; nothing was stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}

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
         *     public projects. The filters combine: a project is listed when it matches every one given.
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
        /**
         * Edit a project
         * @description Changes the attributes given and returns the project. Send only the attributes to change (clients send the
         *     ones that changed); at least one is required, and none gives 400
         *     `{"error":"ci_config_path, …, wiki_enabled are missing, at least one parameter must be provided"}` naming every
         *     attribute. Parameters may come as JSON, as a form, or in the query string.
         *
         *     Who may edit: maintainers, owners and administrators; other readers get 403, callers who cannot read the
         *     project 404 `Project Not Found`, anonymous callers 401. Changing `name`, `path` or `visibility` to a different
         *     value needs the owner or an administrator (403 for maintainers); sending the current value is allowed.
         *     A non-administrator cannot choose a level listed in the instance's `restricted_visibility_levels`
         *     (400 `{"message":{"visibility_level":["public has been restricted by your administrator"]}}`), and a project
         *     in a group cannot be more visible than the group
         *     (400 `{"message":{"visibility_level":["public is not allowed in a internal group."]}}`).
         *
         *     A `name` or `path` used by another project of the namespace (compared case-insensitively) gives 409
         *     `{"message":{"name":["has already been taken"]}}`. After a `path` change the project is reachable by its id
         *     and its new full path; the old path no longer names it. Every edit sets `updated_at` and `last_activity_at`.
         */
        put: operations["editProject"];
        post?: never;
        /**
         * Delete a project
         * @description Removes the project with everything that belongs to it: memberships, stars, custom attributes and uploaded
         *     files. The owner or an administrator only: maintainers and other readers get 403, callers who cannot read
         *     the project 404 `Project Not Found`, anonymous callers 401.
         *
         *     The removal is complete when the answer arrives, so the answer is 204 with no body, as for every other
         *     deletion. (The real service removes projects in the background and answers 202
         *     `{"message":"202 Accepted"}`; clients that accept either status work with both.)
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/archive": {
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
        get?: never;
        put?: never;
        /**
         * Archive a project
         * @description Marks the project archived (`archived: true`) and returns it. Idempotent: archiving an archived project
         *     changes nothing and answers the same. The owner or an administrator only: maintainers and other readers get
         *     403, callers who cannot read the project 404 `Project Not Found`, anonymous callers 401.
         */
        post: operations["archiveProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/unarchive": {
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
        get?: never;
        put?: never;
        /**
         * Unarchive a project
         * @description Marks the project not archived (`archived: false`) and returns it. Idempotent. The owner or an
         *     administrator only: maintainers and other readers get 403, callers who cannot read the project
         *     404 `Project Not Found`, anonymous callers 401.
         */
        post: operations["unarchiveProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/star": {
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
        get?: never;
        put?: never;
        /**
         * Star a project
         * @description Stars the project for the caller and returns it with `star_count` one higher. Any signed-in caller who can
         *     read the project may star it. Already starred: 304 with no body, nothing changes. Callers who cannot read
         *     the project get 404 `Project Not Found`, anonymous callers 401.
         */
        post: operations["starProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/unstar": {
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
        get?: never;
        put?: never;
        /**
         * Unstar a project
         * @description Removes the caller's star and returns the project with `star_count` one lower. Not starred: 304 with no
         *     body. Callers who cannot read the project get 404 `Project Not Found`, anonymous callers 401.
         */
        post: operations["unstarProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/users": {
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
         * List the users of a project
         * @description The users who are direct members of the project (any access level), oldest account first. Open to anyone
         *     who can read the project, anonymous callers included for public projects; others get
         *     404 `Project Not Found`.
         */
        get: operations["listProjectUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/uploads": {
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
        get?: never;
        put?: never;
        /**
         * Upload a file to a project
         * @description Stores a file for use in the project's descriptions and comments, sent as the `multipart/form-data` part
         *     `file`. Any signed-in caller who can read the project may upload (as in the real service, where anyone who
         *     may comment may attach files); callers who cannot read the project get 404 `Project Not Found`, anonymous
         *     callers 401.
         *
         *     The file is stored under a new random 32-hexadecimal-digit secret and served at the project's web URL plus
         *     `url` (`GET /<namespace>/<project>/uploads/<secret>/<file name>`, outside `/api/v4`) to anyone who can read
         *     the project (with a session cookie or `private_token`); images are served inline, other files as
         *     attachments, always with `X-Content-Type-Options: nosniff`. The file name is reduced to its last path
         *     segment and characters other than letters, digits, `_`, `.`, `-` and `+` become `_`.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | No `file` part | 400 | `{"error":"file is missing"}` |
         *     | `file` is a plain field, not a file (a part without a file name is a plain field) | 400 | `{"error":"file is invalid"}` |
         *     | The file name is `.` or `..` (or ends so), holds control characters or is longer than 255 bytes | 400 | `{"message":"400 Bad request - File name is invalid"}` |
         *     | The multipart body cannot be parsed | 400 | `{"message":"400 Bad request - Malformed multipart body"}` |
         *     | The file is larger than the `max_attachment_size` setting (megabytes) | 413 | `{"message":"413 Request Entity Too Large"}` |
         */
        post: operations["uploadProjectFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/custom_attributes": {
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
         * List a project's custom attributes
         * @description Every custom attribute of the project, ordered by key. Administrators only: other signed-in callers get 403,
         *     anonymous callers 401; an unknown project is 404 `Project Not Found`.
         */
        get: operations["listProjectCustomAttributes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/custom_attributes/{key}": {
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
                /**
                 * @description The key of the custom attribute.
                 * @example team
                 */
                key: components["parameters"]["CustomAttributeKey"];
            };
            cookie?: never;
        };
        /**
         * Get a project's custom attribute
         * @description The custom attribute with this key (case-sensitive). Administrators only (403 otherwise, 401 for anonymous
         *     callers). An unknown project is 404 `Project Not Found`; an unknown key 404 `{"message":"404 Not found"}`.
         */
        get: operations["getProjectCustomAttribute"];
        /**
         * Set a project's custom attribute
         * @description Creates the custom attribute with this key, or changes its value, and returns it (200 in both cases).
         *     `value` is required (400 `{"error":"value is missing"}`) and may be sent as JSON, as a form or in the query
         *     string. Administrators only (403 otherwise, 401 for anonymous callers); an unknown project is
         *     404 `Project Not Found`.
         */
        put: operations["setProjectCustomAttribute"];
        post?: never;
        /**
         * Delete a project's custom attribute
         * @description Removes the custom attribute with this key: 204 with no body, or 404 `{"message":"404 Not found"}` when the
         *     project has no attribute with this key. Administrators only (403 otherwise, 401 for anonymous callers); an
         *     unknown project is 404 `Project Not Found`.
         */
        delete: operations["deleteProjectCustomAttribute"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/projects": {
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
                 * @description The numeric id of the user, or the username.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdOrUsername"];
            };
            cookie?: never;
        };
        /**
         * List a user's projects
         * @description The projects in the user's own namespace that the caller can read (public ones only for anonymous callers),
         *     with the filters of `GET /projects` except `custom_attributes`. The user is named by numeric id or username
         *     (case-insensitive); an unknown one gives 404 `{"message":"404 User Not Found"}`.
         */
        get: operations["listUserProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/members": {
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
         * List the members of a project
         * @description The project's direct members whose membership has not expired, in the order they were added. Open to anyone who can read the project; members who have access through a group are not listed.
         *     A project the caller cannot see is `404 {"message":"404 Project Not Found"}`.
         */
        get: operations["listProjectMembers"];
        put?: never;
        /**
         * Add a member to a project
         * @description Adds a user as a direct member. Allowed to: maintainers and owners of the project (directly or through a group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is signed in but may not manage members, or a maintainer grants the owner level | 403 | `{"message":"403 Forbidden"}` |
         *     | The user is already a member (an expired membership does not count) | 409 | `{"message":"Member already exists"}` |
         *     | No user has that id | 404 | `{"message":"404 User Not Found"}` |
         *     | `access_level` is not 10, 20, 30, 40 or 50 | 400 | `{"error":"access_level does not have a valid value"}` |
         *     | `expires_at` is before today | 400 | `{"message":{"expires_at":["cannot be a date in the past"]}}` |
         */
        post: operations["addProjectMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/members/{user_id}": {
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
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a member of a project
         * @description One direct member. Open to anyone who can read the project; members who have access through a group are not listed. A user who is not a direct member (or whose membership has expired) is
         *     `404 {"message":"404 Not found"}`.
         */
        get: operations["getProjectMember"];
        /**
         * Change a member of a project
         * @description Changes a direct member's access level (and expiry date, when given). Allowed to: maintainers and owners of the project (directly or through a group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner.
         *     A user who is not a direct member is `404 {"message":"404 Not found"}`; other errors as when adding.
         */
        put: operations["updateProjectMember"];
        post?: never;
        /**
         * Remove a member from a project
         * @description Removes a direct membership; 204 with no body. Members may remove themselves. Otherwise allowed to
         *     maintainers and owners of the project (directly or through a group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner. A user who is not a direct member is `404 {"message":"404 Not found"}`.
         */
        delete: operations["removeProjectMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/share": {
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
        get?: never;
        put?: never;
        /**
         * Share a project with a group
         * @description Gives the members of a group (including those who are members through an ancestor group) access to the
         *     project: each gets the lower of their group access level and `group_access`, until `expires_at`. The share
         *     is listed in the project's `shared_with_groups`. Needs maintainer access to the project (owner access to
         *     share with `group_access` 50); administrators may always.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer, or a maintainer shares with `group_access` 50 | 403 | `{"message":"403 Forbidden"}` |
         *     | The group is unknown or invisible to the caller | 404 | `{"message":"404 Group Not Found"}` |
         *     | The project is already shared with the group | 409 | `{"message":"Group already shared with this group"}` |
         *     | The group is the project's namespace or one of its ancestors | 409 | `{"message":"Project cannot be shared with the group it is in or one of its ancestors."}` |
         *     | `group_access` is not 10, 20, 30, 40 or 50 | 400 | `{"error":"group_access does not have a valid value"}` |
         *     | `expires_at` is before today | 400 | `{"message":{"expires_at":["cannot be a date in the past"]}}` |
         */
        post: operations["shareProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/share/{group_id}": {
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
                /**
                 * @description The numeric id of the group the project is shared with.
                 * @example 5
                 */
                group_id: components["parameters"]["SharedGroupId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop sharing a project with a group
         * @description Removes the share; 204 with no body. Needs maintainer access to the project (administrators may always). A
         *     group the project is not shared with (or whose share has expired) is
         *     `404 {"message":"404 Group Link Not Found"}`.
         */
        delete: operations["unshareProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups": {
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
         * List groups
         * @description Lists the groups (top-level groups and subgroups) the caller can see: public groups; internal groups for
         *     signed-in callers; private groups the caller is a member of, directly or through an ancestor group, or that
         *     contain a group or project the caller is a member of (every group for administrators). Anonymous callers see
         *     only public groups. Sorted by `name` ascending unless asked otherwise.
         */
        get: operations["listGroups"];
        put?: never;
        /**
         * Create a group
         * @description Creates a group, or a subgroup of `parent_id`; the caller becomes its owner (access level 50).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Top-level group by a user who may not create groups (`can_create_group` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | `parent_id` names no group the caller can see | 404 | `{"message":"404 Group Not Found"}` |
         *     | The caller is not an owner of the parent group (administrators always are) | 403 | `{"message":"403 Forbidden"}` |
         *     | The full path is taken by another namespace (user or group, case-insensitively) | 400 | `{"message":{"path":["has already been taken"]}}` |
         *     | A visibility level restricted by the administrator (non-administrators) | 400 | `{"message":{"visibility_level":["public has been restricted by your administrator"]}}` |
         *     | A subgroup more visible than its parent | 400 | `{"message":{"visibility_level":["public is not allowed since the parent group has a private visibility."]}}` |
         */
        post: operations["createGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}": {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        /**
         * Get a group
         * @description One group, by numeric id or URL-encoded full path (case-insensitive). A group the caller cannot see (see
         *     `GET /groups`) is `404 {"message":"404 Group Not Found"}`, as is an unknown one.
         */
        get: operations["getGroup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/members": {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        /**
         * List the members of a group
         * @description The group's direct members whose membership has not expired, in the order they were added. Open to anyone who can see the group (see `GET /groups`); members inherited from ancestor groups are not listed.
         *     A group the caller cannot see is `404 {"message":"404 Group Not Found"}`.
         */
        get: operations["listGroupMembers"];
        put?: never;
        /**
         * Add a member to a group
         * @description Adds a user as a direct member. Allowed to: maintainers and owners of the group (directly or through an ancestor group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner; the last direct owner of a group cannot be removed or demoted
         *     (403 `{"message":"403 Forbidden - A group must have at least one owner"}`).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | The group is unknown or invisible to the caller | 404 | `{"message":"404 Group Not Found"}` |
         *     | The caller is signed in but may not manage members, or a maintainer grants the owner level | 403 | `{"message":"403 Forbidden"}` |
         *     | The user is already a member (an expired membership does not count) | 409 | `{"message":"Member already exists"}` |
         *     | No user has that id | 404 | `{"message":"404 User Not Found"}` |
         *     | `access_level` is not 10, 20, 30, 40 or 50 | 400 | `{"error":"access_level does not have a valid value"}` |
         *     | `expires_at` is before today | 400 | `{"message":{"expires_at":["cannot be a date in the past"]}}` |
         */
        post: operations["addGroupMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/groups/{id}/members/{user_id}": {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        /**
         * Get a member of a group
         * @description One direct member. Open to anyone who can see the group (see `GET /groups`); members inherited from ancestor groups are not listed. A user who is not a direct member (or whose membership has expired) is
         *     `404 {"message":"404 Not found"}`.
         */
        get: operations["getGroupMember"];
        /**
         * Change a member of a group
         * @description Changes a direct member's access level (and expiry date, when given). Allowed to: maintainers and owners of the group (directly or through an ancestor group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner; the last direct owner of a group cannot be removed or demoted
         *     (403 `{"message":"403 Forbidden - A group must have at least one owner"}`).
         *     A user who is not a direct member is `404 {"message":"404 Not found"}`; other errors as when adding.
         */
        put: operations["updateGroupMember"];
        post?: never;
        /**
         * Remove a member from a group
         * @description Removes a direct membership; 204 with no body. Members may remove themselves. Otherwise allowed to
         *     maintainers and owners of the group (directly or through an ancestor group) and administrators. Only owners and administrators may grant the owner level or change or remove an owner; the last direct owner of a group cannot be removed or demoted
         *     (403 `{"message":"403 Forbidden - A group must have at least one owner"}`). A user who is not a direct member is `404 {"message":"404 Not found"}`.
         */
        delete: operations["removeGroupMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/namespaces": {
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
         * List namespaces
         * @description The namespaces the caller can put projects in or belongs to: their own user namespace and every group they
         *     are a member of, directly or through an ancestor group (every namespace for administrators), by id.
         *     Needs a signed-in caller.
         */
        get: operations["listNamespaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/namespaces/{id}": {
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
                /** @description The numeric id of the namespace, or its full path percent-encoded once (`diaspora%2Ffrontend`). */
                id: components["parameters"]["NamespaceId"];
            };
            cookie?: never;
        };
        /**
         * Get a namespace
         * @description One namespace, by numeric id or URL-encoded full path (case-insensitive), when it is among the caller's
         *     namespaces (see `GET /namespaces`; administrators see every one). Any other is
         *     `404 {"message":"404 Namespace Not Found"}`. Needs a signed-in caller.
         */
        get: operations["getNamespace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/fork": {
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
        get?: never;
        put?: never;
        /**
         * Fork a project
         * @description Creates a fork of the project in `namespace` and answers at once, before the copy is made. Any signed-in
         *     caller who can see the project may fork it. The fork takes the source's name, path, description, tags,
         *     default branch and feature settings; its visibility is the source's, lowered when the target group is less
         *     open or when the level is restricted by the administrator. The caller is its creator, and its owner in their
         *     own namespace; in a group, access to the fork comes from the group's memberships (as for `POST /projects`).
         *
         *     Forking runs in a background job, which survives a restart of the server. `import_status` tells how far it
         *     has got: `scheduled` in this response, `started` while the job runs, then `finished`, or `failed` with the
         *     reason in `import_error` (for instance when the source is deleted first). Poll `GET /projects/{id}` until
         *     it is `finished` or `failed`. The job is where the source's git repository is copied into the fork.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `namespace` absent | 400 | `{"error":"namespace is missing"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such namespace, or the caller may not create projects in it | 404 | `{"message":"404 Target Namespace Not Found"}` |
         *     | A project with the same name or path exists in the namespace | 409 | `{"message":{"name":["has already been taken"],"path":["has already been taken"]}}` (the attributes that clash) |
         *     | The caller's own namespace already holds their project limit | 409 | `{"message":{"limit_reached":["Your project limit is 10 projects! Please contact your administrator to increase it"]}}` |
         *
         *     As in the real service, every reason the fork cannot be saved is a 409 with the model's messages.
         */
        post: operations["forkProject"];
        /**
         * Delete a fork relation
         * @description Administrators only. The project stops being a fork: `forked_from_project` disappears from it and the
         *     source's `forks_count` drops by one. Nothing else about either project changes.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Removed | 204 | none |
         *     | The project is not a fork | 304 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Not an administrator | 403 | `{"message":"403 Forbidden"}` |
         *     | No such project | 404 | `{"message":"404 Project Not Found"}` |
         */
        delete: operations["deleteForkRelation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/fork/{forked_from_id}": {
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
                /**
                 * @description The project to record as the source: its numeric id or its full path percent-encoded once
                 *     (`diaspora%2Fdiaspora-client`).
                 */
                forked_from_id: components["parameters"]["ForkedFromId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a fork relation
         * @description Administrators only. Records the existing project `id` as a fork of `forked_from_id`, for projects that were
         *     copied outside the service. Nothing is copied: the project keeps its attributes and its `import_status`.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Recorded | 201 | the project, with `forked_from_project` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Not an administrator | 403 | `{"message":"403 Forbidden"}` |
         *     | No such project (either of them) | 404 | `{"message":"404 Project Not Found"}` |
         *     | The project already is a fork | 409 | `{"message":"Project already forked"}` |
         *     | `forked_from_id` names the project itself | 400 | `{"message":"400 Bad request - A project cannot be a fork of itself"}` |
         */
        post: operations["createForkRelation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/forks": {
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
         * List the forks of a project
         * @description The direct forks of the project that the caller can see (forks of forks are listed under their own
         *     source), with the filters, order and pagination of `GET /projects`. Open to anonymous callers for public
         *     projects, who see only public forks. A project the caller cannot see is `404 Project Not Found`.
         *     Introduced in 10.1.
         */
        get: operations["listProjectForks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/housekeeping": {
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
        get?: never;
        put?: never;
        /**
         * Start housekeeping
         * @description Maintainers, owners and administrators. Schedules a housekeeping task for the project's repository and
         *     answers at once with 201 and no body (the real service's answer carries nothing meaningful either). The task
         *     runs in a background job, which survives a restart of the server; one task per project is pending at a time.
         *     The task runs `git gc` on the repository (repacking loose objects, packing refs, writing bitmaps when the
         *     `housekeeping_bitmaps_enabled` setting is true). Introduced in 9.0.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Scheduled | 201 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Signed in, below maintainer | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | A housekeeping task of the project is queued or running | 409 | `{"message":"Housekeeping task is already in progress"}` |
         */
        post: operations["startProjectHousekeeping"];
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
    "/projects/user/{user_id}": {
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
         * Create a project for a user
         * @description Creates a project owned by the user, in the user's own namespace (or `namespace_id`, which the user must
         *     own). Administrators only (403 otherwise). The project is created as the user would create it: the user
         *     becomes its owner and creator, and the instance's `restricted_visibility_levels` and the user's project
         *     limit apply to the user. An unknown user gives 404 `{"message":"404 User Not Found"}`; a name or path
         *     already used in the namespace 409.
         */
        post: operations["createProjectForUser"];
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
            /** @description How many projects are direct forks of this one (whether or not the caller can see them). */
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
         * @description Sizes in bytes. `commit_count` counts the commits of the default branch; `repository_size` is the size of the
         *     repository on disk; `storage_size` is the total the project takes (repository and uploaded files). LFS objects
         *     and job artifacts are not stored by this server, so their sizes are 0.
         * @example {
         *       "commit_count": 37,
         *       "storage_size": 1061090,
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
            /**
             * @description The caller's access. `project_access`: their direct membership of the project. `group_access`: the highest
             *     access they have through groups: membership of the project's group or one of its ancestors, and
             *     membership of a group the project is shared with (capped at the share's level). Expired memberships and
             *     shares count for nothing. The caller's effective access is the higher of the two.
             */
            permissions: {
                project_access: components["schemas"]["ProjectAccess"];
                group_access: components["schemas"]["ProjectAccess"];
            };
            archived: boolean;
            shared_runners_enabled: boolean;
            /** @description Secret; shown only to maintainers, owners and administrators. */
            runners_token?: string;
            public_jobs: boolean;
            /**
             * @description The groups the project is shared with (`POST /projects/{id}/share`), oldest share first; expired shares
             *     and groups the caller cannot see are left out.
             */
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
            /**
             * @description The project this one was forked from, in the reduced form. Present only for forks, and only when the
             *     caller can see the source.
             */
            forked_from_project?: components["schemas"]["ProjectSimple"];
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
         * @description Project attributes that can be given on create and on edit. Their values for a new project when omitted are
         *     in `ProjectCreateRequest`; an edit changes only the attributes it names.
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
            issues_enabled?: boolean;
            merge_requests_enabled?: boolean;
            jobs_enabled?: boolean;
            wiki_enabled?: boolean;
            snippets_enabled?: boolean;
            container_registry_enabled?: boolean;
            /** @description On create, defaults to the instance's `shared_runners_enabled` setting. */
            shared_runners_enabled?: boolean;
            resolve_outdated_diff_discussions?: boolean;
            visibility?: components["schemas"]["Visibility"];
            /**
             * Format: uri
             * @description URL of a git repository to import; credentials in it are never shown back.
             */
            import_url?: string;
            /** @description true lets non-members view jobs. */
            public_jobs?: boolean;
            only_allow_merge_if_pipeline_succeeds?: boolean;
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            lfs_enabled?: boolean;
            request_access_enabled?: boolean;
            tag_list?: string[];
            ci_config_path?: string;
        };
        /**
         * @description The project's name, unique (case-insensitively) in its namespace.
         * @example Diaspora Client
         */
        ProjectName: string;
        /**
         * @description The last part of the project's full path, unique (case-insensitively) in its namespace: ASCII letters, digits,
         *     `_`, `.` and `-`, not starting with `.` or `-`.
         * @example diaspora-client
         */
        ProjectPath: string;
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
            name?: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /** @description The namespace to create the project in; defaults to the caller's own namespace. */
            namespace_id?: number;
            /** @default master */
            default_branch?: string;
            /**
             * @description Shown as `printing_merge_requests_link_enabled`.
             * @default true
             */
            printing_merge_request_link_enabled?: boolean;
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
            /** @default false */
            resolve_outdated_diff_discussions?: boolean;
            /** @default true */
            public_jobs?: boolean;
            /** @default false */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /** @default false */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /** @default true */
            lfs_enabled?: boolean;
            /** @default true */
            request_access_enabled?: boolean;
        } & ({
            name: string;
        } | {
            path: string;
        });
        /**
         * @description Changes to a project. Send only the attributes to change (clients send the ones that changed): the others keep
         *     their values. At least one of them is required; none gives
         *     400 `{"error":"ci_config_path, container_registry_enabled, default_branch, description, import_url, issues_enabled, jobs_enabled, lfs_enabled, merge_requests_enabled, name, only_allow_merge_if_all_discussions_are_resolved, only_allow_merge_if_pipeline_succeeds, path, public_jobs, request_access_enabled, resolve_outdated_diff_discussions, shared_runners_enabled, snippets_enabled, tag_list, visibility, wiki_enabled are missing, at least one parameter must be provided"}`.
         *     `name` is not required, although an older description of the API lists it as such.
         * @example {
         *       "description": "A client for the API",
         *       "visibility": "public"
         *     }
         */
        ProjectEditRequest: components["schemas"]["ProjectSettings"] & {
            name?: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /** @description The repository's default branch. */
            default_branch?: string;
        } & ({
            ci_config_path: unknown;
        } | {
            container_registry_enabled: unknown;
        } | {
            default_branch: unknown;
        } | {
            description: unknown;
        } | {
            import_url: unknown;
        } | {
            issues_enabled: unknown;
        } | {
            jobs_enabled: unknown;
        } | {
            lfs_enabled: unknown;
        } | {
            merge_requests_enabled: unknown;
        } | {
            name: unknown;
        } | {
            only_allow_merge_if_all_discussions_are_resolved: unknown;
        } | {
            only_allow_merge_if_pipeline_succeeds: unknown;
        } | {
            path: unknown;
        } | {
            public_jobs: unknown;
        } | {
            request_access_enabled: unknown;
        } | {
            resolve_outdated_diff_discussions: unknown;
        } | {
            shared_runners_enabled: unknown;
        } | {
            snippets_enabled: unknown;
        } | {
            tag_list: unknown;
        } | {
            visibility: unknown;
        } | {
            wiki_enabled: unknown;
        });
        /** @description The file, sent as a `multipart/form-data` part named `file`. */
        ProjectUploadRequest: {
            /**
             * Format: binary
             * @description The file. Its name is reduced to its last path segment, and characters other than letters, digits, `_`,
             *     `.`, `-` and `+` are replaced by `_`; a name that is `.` or `..`, holds control characters or is longer than
             *     255 bytes is refused.
             */
            file: string;
        };
        /**
         * @description A file uploaded to a project, for use in descriptions and comments. `url` is relative to the project's web URL
         *     (`web_url` + `url` downloads the file); `markdown` embeds an image (`![alt](url)`) or links any other file
         *     (`[alt](url)`).
         * @example {
         *       "alt": "screenshot",
         *       "url": "/uploads/66dbcd21ec5d24ed6ea225176098d52b/screenshot.png",
         *       "markdown": "![screenshot](/uploads/66dbcd21ec5d24ed6ea225176098d52b/screenshot.png)"
         *     }
         */
        ProjectUpload: {
            /** @description The file name without its extension. */
            alt: string;
            /** @description `/uploads/<32 hexadecimal digits>/<file name>`. */
            url: string;
            markdown: string;
        };
        /**
         * @description A custom attribute of a resource (a key and its value), set by administrators.
         * @example {
         *       "key": "team",
         *       "value": "red"
         *     }
         */
        CustomAttribute: {
            key: string;
            value: string;
        };
        /**
         * @description The value of a custom attribute.
         * @example {
         *       "value": "red"
         *     }
         */
        CustomAttributeUpdateRequest: {
            value: string;
        };
        /**
         * @description A direct member of a group or project: the user and their access level (10 guest, 20 reporter, 30 developer,
         *     40 maintainer, 50 owner). `expires_at` is the last day (UTC) of the membership (it grants nothing and is not listed
         *     after it); null when it does not expire.
         * @example {
         *       "id": 2,
         *       "username": "alice",
         *       "name": "Alice Liddell",
         *       "state": "active",
         *       "avatar_url": null,
         *       "web_url": "http://localhost:3000/alice",
         *       "access_level": 30,
         *       "expires_at": "2030-12-31"
         *     }
         */
        Member: components["schemas"]["UserBasic"] & {
            access_level: components["schemas"]["AccessLevel"];
            /** Format: date */
            expires_at: string | null;
        };
        /**
         * Format: date
         * @description `YYYY-MM-DD`: the last day (UTC) of the access; from the next day on it grants nothing. A date before today gives 400
         *     `{"message":{"expires_at":["cannot be a date in the past"]}}`.
         * @example 2030-12-31
         */
        MembershipExpiry: string;
        /**
         * @description A user to add as a member, with their access level and an optional expiry date.
         * @example {
         *       "user_id": 2,
         *       "access_level": 30,
         *       "expires_at": "2030-12-31"
         *     }
         */
        MemberCreateRequest: {
            /** @description The numeric id of the user to add. */
            user_id: number;
            access_level: components["schemas"]["AccessLevel"];
            expires_at?: components["schemas"]["MembershipExpiry"];
        };
        /**
         * @description The member's new access level, and optionally a new expiry date.
         * @example {
         *       "access_level": 40
         *     }
         */
        MemberUpdateRequest: {
            access_level: components["schemas"]["AccessLevel"];
            expires_at?: components["schemas"]["MembershipExpiry"];
        };
        /**
         * @description The group to share the project with and the highest access its members get.
         * @example {
         *       "group_id": 5,
         *       "group_access": 30,
         *       "expires_at": "2030-12-31"
         *     }
         */
        ProjectShareRequest: {
            /** @description The id of the group. */
            group_id: number;
            group_access: components["schemas"]["AccessLevel"];
            expires_at?: components["schemas"]["MembershipExpiry"];
        };
        /**
         * @description A project shared with a group; the group's members get at most `group_access` on the project.
         * @example {
         *       "id": 1,
         *       "project_id": 4,
         *       "group_id": 5,
         *       "group_access": 30,
         *       "expires_at": null
         *     }
         */
        ProjectGroupLink: {
            id: number;
            project_id: number;
            group_id: number;
            group_access: components["schemas"]["AccessLevel"];
            /**
             * Format: date
             * @description The last day (UTC) of the share; null when it does not expire.
             */
            expires_at: string | null;
        };
        /**
         * @description A group: a namespace that holds projects and subgroups and has members. A subgroup's `full_path` is its
         *     parent's `full_path`, a `/` and its own `path`; its `full_name` joins the names with ` / `.
         * @example {
         *       "id": 5,
         *       "name": "Frontend",
         *       "path": "frontend",
         *       "description": "The web client teams",
         *       "visibility": "internal",
         *       "lfs_enabled": true,
         *       "avatar_url": null,
         *       "web_url": "http://localhost:3000/groups/diaspora/frontend",
         *       "request_access_enabled": false,
         *       "full_name": "Diaspora / Frontend",
         *       "full_path": "diaspora/frontend",
         *       "parent_id": 3,
         *       "created_at": "2017-04-29T08:46:00.000Z"
         *     }
         */
        Group: {
            /** @description The group's namespace id (also usable as `namespace_id` when creating a project). */
            id: number;
            name: string;
            path: string;
            description: string;
            visibility: components["schemas"]["Visibility"];
            lfs_enabled: boolean;
            avatar_url: string | null;
            /** Format: uri */
            web_url: string;
            request_access_enabled: boolean;
            full_name: string;
            full_path: string;
            /** @description The parent group's id; null for a top-level group. */
            parent_id: number | null;
            /** Format: date-time */
            created_at: string;
        };
        /**
         * @description A new group. `visibility` defaults to the instance's `default_group_visibility`; a subgroup may not be more
         *     visible than its parent.
         * @example {
         *       "name": "Frontend",
         *       "path": "frontend",
         *       "description": "The web client teams",
         *       "visibility": "internal",
         *       "parent_id": 3
         *     }
         */
        GroupCreateRequest: {
            name: string;
            /**
             * @description The URL segment of the group. The resulting full path must not be taken by another namespace (a user or a
             *     group; compared case-insensitively).
             */
            path: string;
            description?: string;
            visibility?: components["schemas"]["Visibility"];
            /** @description Creates a subgroup of this group; the caller must be an owner of it. */
            parent_id?: number;
            /** @default true */
            lfs_enabled?: boolean;
            /** @default false */
            request_access_enabled?: boolean;
        };
        /**
         * @description A namespace projects live in: a user's own (`kind` user) or a group (`kind` group).
         * @example {
         *       "id": 5,
         *       "name": "Frontend",
         *       "path": "frontend",
         *       "kind": "group",
         *       "full_path": "diaspora/frontend",
         *       "parent_id": 3,
         *       "web_url": "http://localhost:3000/groups/diaspora/frontend"
         *     }
         */
        Namespace: {
            id: number;
            name: string;
            path: string;
            /** @enum {string} */
            kind: "user" | "group";
            full_path: string;
            /** @description The parent group of a subgroup; null otherwise. */
            parent_id: number | null;
            /** Format: uri */
            web_url: string;
        };
        /**
         * @description Where to fork a project to.
         * @example {
         *       "namespace": "alice"
         *     }
         */
        ProjectForkRequest: {
            /**
             * @description The numeric id or the full path (`diaspora/frontend`) of the namespace the fork is created in: the caller's
             *     own namespace, a group the caller may create projects in (maintainer or above), or any namespace for
             *     administrators. A value made only of digits is an id.
             * @example alice
             * @example 5
             */
            namespace: number | string;
        };
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
        /**
         * @description A new project for a user, created by an administrator. As `ProjectCreateRequest`, except that `name` is
         *     required; `path` is derived from it when absent.
         * @example {
         *       "name": "Diaspora Client",
         *       "default_branch": "main",
         *       "visibility": "internal"
         *     }
         */
        ProjectCreateForUserRequest: components["schemas"]["ProjectSettings"] & {
            name: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /** @description The namespace to create the project in; defaults to the user's own namespace. */
            namespace_id?: number;
            /**
             * @description The repository's default branch.
             * @default master
             */
            default_branch?: string;
            /**
             * @description Shown as `printing_merge_requests_link_enabled`.
             * @default true
             */
            printing_merge_request_link_enabled?: boolean;
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
            /** @default false */
            resolve_outdated_diff_discussions?: boolean;
            /** @default true */
            public_jobs?: boolean;
            /** @default false */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /** @default false */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /** @default true */
            lfs_enabled?: boolean;
            /** @default true */
            request_access_enabled?: boolean;
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
        /** @description Nothing changed (e.g. already starred); no body. */
        NotModified: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description A page of users. */
        UserBasicList: {
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
                 *         "web_url": "http://localhost:3000/alice"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["UserBasic"][];
            };
        };
        /** @description The stored file and how to refer to it. */
        ProjectUpload: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProjectUpload"];
            };
        };
        /** @description The request body or an uploaded file is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "413 Request Entity Too Large"
                 *     }
                 */
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description All custom attributes of the resource, by key. */
        CustomAttributeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example [
                 *       {
                 *         "key": "team",
                 *         "value": "red"
                 *       },
                 *       {
                 *         "key": "tier",
                 *         "value": "gold"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["CustomAttribute"][];
            };
        };
        /** @description The custom attribute. */
        CustomAttribute: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "key": "team",
                 *       "value": "red"
                 *     }
                 */
                "application/json": components["schemas"]["CustomAttribute"];
            };
        };
        /** @description A page of direct members, in the order they were added. */
        MemberList: {
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
                 *         "id": 1,
                 *         "username": "root",
                 *         "name": "Administrator",
                 *         "state": "active",
                 *         "avatar_url": null,
                 *         "web_url": "http://localhost:3000/root",
                 *         "access_level": 50,
                 *         "expires_at": null
                 *       },
                 *       {
                 *         "id": 2,
                 *         "username": "alice",
                 *         "name": "Alice Liddell",
                 *         "state": "active",
                 *         "avatar_url": null,
                 *         "web_url": "http://localhost:3000/alice",
                 *         "access_level": 30,
                 *         "expires_at": "2030-12-31"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["Member"][];
            };
        };
        /** @description The member. */
        Member: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Member"];
            };
        };
        /** @description A page of groups. */
        GroupList: {
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
                 *         "id": 3,
                 *         "name": "Diaspora",
                 *         "path": "diaspora",
                 *         "description": "",
                 *         "visibility": "public",
                 *         "lfs_enabled": true,
                 *         "avatar_url": null,
                 *         "web_url": "http://localhost:3000/groups/diaspora",
                 *         "request_access_enabled": false,
                 *         "full_name": "Diaspora",
                 *         "full_path": "diaspora",
                 *         "parent_id": null,
                 *         "created_at": "2017-04-29T08:46:00.000Z"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["Group"][];
            };
        };
        /** @description The group. */
        Group: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Group"];
            };
        };
        /** @description A page of namespaces, by id. */
        NamespaceList: {
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
                 *         "name": "alice",
                 *         "path": "alice",
                 *         "kind": "user",
                 *         "full_path": "alice",
                 *         "parent_id": null,
                 *         "web_url": "http://localhost:3000/alice"
                 *       },
                 *       {
                 *         "id": 3,
                 *         "name": "Diaspora",
                 *         "path": "diaspora",
                 *         "kind": "group",
                 *         "full_path": "diaspora",
                 *         "parent_id": null,
                 *         "web_url": "http://localhost:3000/groups/diaspora"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["Namespace"][];
            };
        };
        /** @description The namespace. */
        Namespace: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Namespace"];
            };
        };
        /**
         * @description The fork, with `forked_from_project` naming its source and `import_status` telling how far the copy has got
         *     (`scheduled` at first).
         */
        ProjectFork: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Project"];
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
         * @description Only projects whose name or path contains this text (case-insensitive; `%` and `_` are literal
         *     characters). Reserved characters may be sent unencoded; a `+` stands for a space, as in form encoding.
         * @example diaspora
         */
        ProjectListSearch: string;
        /** @description Sort key. */
        ProjectListOrderBy: "id" | "name" | "path" | "created_at" | "updated_at" | "last_activity_at";
        /** @description Sort direction. */
        ProjectListSort: "asc" | "desc";
        /** @description Only projects of this visibility. */
        ProjectListVisibility: components["schemas"]["Visibility"];
        /** @description Return the reduced form (`ProjectSimple`). */
        ProjectListSimple: boolean;
        /**
         * @description Only archived projects (`true`) or only projects that are not archived (`false`).
         * @example false
         */
        ProjectListArchived: boolean;
        /** @description `true`: only projects in the caller's own namespace. Ignored for anonymous callers and when `false`. */
        ProjectListOwned: boolean;
        /**
         * @description `true`: only projects the caller is a member of, directly, through the project's group (or an ancestor), or
         *     through a group the project is shared with (any access level, memberships and shares in force). Ignored for
         *     anonymous callers and when `false`.
         */
        ProjectListMembership: boolean;
        /** @description `true`: only projects the caller has starred. Ignored for anonymous callers and when `false`. */
        ProjectListStarred: boolean;
        /**
         * @description `true`: include the `statistics` object in every project the caller is at least a reporter of (all projects for
         *     administrators). Ignored with `simple=true`.
         */
        ProjectListStatistics: boolean;
        /** @description `true`: only projects with the issue tracker enabled. `false` does not filter. */
        ProjectListWithIssuesEnabled: boolean;
        /** @description `true`: only projects with merge requests enabled. `false` does not filter. */
        ProjectListWithMergeRequestsEnabled: boolean;
        /**
         * @description Only projects having every one of these custom attributes with exactly these values, sent as
         *     `custom_attributes[<key>]=<value>` pairs (`?custom_attributes[team]=red&custom_attributes[tier]=gold`). Custom
         *     attributes are visible to administrators only, so the filter applies to administrators and is ignored for
         *     everyone else.
         * @example {
         *       "team": "red"
         *     }
         */
        ProjectListCustomAttributes: {
            [key: string]: string;
        };
        /**
         * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
         *     `%2F` (`/projects/group%2Fproject`).
         */
        ProjectId: number | string;
        /**
         * @description `true`: include the `statistics` object when the caller is at least a reporter of the project or an
         *     administrator; ignored for everyone else.
         */
        StatisticsFlag: boolean;
        /**
         * @description The key of the custom attribute.
         * @example team
         */
        CustomAttributeKey: string;
        /**
         * @description The numeric id of the user, or the username.
         * @example 2
         */
        UserIdOrUsername: number | string;
        /**
         * @description Only members whose username or name contains this text (case-insensitive; `%` and `_` are literal).
         * @example ali
         */
        MemberSearch: string;
        /**
         * @description The numeric id of the group the project is shared with.
         * @example 5
         */
        SharedGroupId: number;
        /**
         * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
         *     (`/groups/diaspora%2Ffrontend`).
         */
        GroupId: number | string;
        /** @description The numeric id of the namespace, or its full path percent-encoded once (`diaspora%2Ffrontend`). */
        NamespaceId: number | string;
        /**
         * @description The project to record as the source: its numeric id or its full path percent-encoded once
         *     (`diaspora%2Fdiaspora-client`).
         */
        ForkedFromId: number | string;
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
                search?: components["parameters"]["ProjectListSearch"];
                /** @description Sort key. */
                order_by?: components["parameters"]["ProjectListOrderBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["ProjectListSort"];
                /** @description Only projects of this visibility. */
                visibility?: components["parameters"]["ProjectListVisibility"];
                /** @description Return the reduced form (`ProjectSimple`). */
                simple?: components["parameters"]["ProjectListSimple"];
                /**
                 * @description Only archived projects (`true`) or only projects that are not archived (`false`).
                 * @example false
                 */
                archived?: components["parameters"]["ProjectListArchived"];
                /** @description `true`: only projects in the caller's own namespace. Ignored for anonymous callers and when `false`. */
                owned?: components["parameters"]["ProjectListOwned"];
                /**
                 * @description `true`: only projects the caller is a member of, directly, through the project's group (or an ancestor), or
                 *     through a group the project is shared with (any access level, memberships and shares in force). Ignored for
                 *     anonymous callers and when `false`.
                 */
                membership?: components["parameters"]["ProjectListMembership"];
                /** @description `true`: only projects the caller has starred. Ignored for anonymous callers and when `false`. */
                starred?: components["parameters"]["ProjectListStarred"];
                /**
                 * @description `true`: include the `statistics` object in every project the caller is at least a reporter of (all projects for
                 *     administrators). Ignored with `simple=true`.
                 */
                statistics?: components["parameters"]["ProjectListStatistics"];
                /** @description `true`: only projects with the issue tracker enabled. `false` does not filter. */
                with_issues_enabled?: components["parameters"]["ProjectListWithIssuesEnabled"];
                /** @description `true`: only projects with merge requests enabled. `false` does not filter. */
                with_merge_requests_enabled?: components["parameters"]["ProjectListWithMergeRequestsEnabled"];
                /**
                 * @description Only projects having every one of these custom attributes with exactly these values, sent as
                 *     `custom_attributes[<key>]=<value>` pairs (`?custom_attributes[team]=red&custom_attributes[tier]=gold`). Custom
                 *     attributes are visible to administrators only, so the filter applies to administrators and is ignored for
                 *     everyone else.
                 * @example {
                 *       "team": "red"
                 *     }
                 */
                custom_attributes?: components["parameters"]["ProjectListCustomAttributes"];
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
                /**
                 * @description `true`: include the `statistics` object when the caller is at least a reporter of the project or an
                 *     administrator; ignored for everyone else.
                 */
                statistics?: components["parameters"]["StatisticsFlag"];
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
    editProject: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "A client for the API",
                 *       "visibility": "public"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectEditRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectEditRequest"];
            };
        };
        responses: {
            200: components["responses"]["Project"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteProject: {
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
            /** @description The project and everything that belonged to it are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    archiveProject: {
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
            201: components["responses"]["Project"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unarchiveProject: {
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
            201: components["responses"]["Project"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    starProject: {
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
            201: components["responses"]["Project"];
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    unstarProject: {
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
            201: components["responses"]["Project"];
            304: components["responses"]["NotModified"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listProjectUsers: {
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
                 * @description Only users whose username or name contains this text (case-insensitive; `%` and `_` are literal
                 *     characters).
                 * @example ali
                 */
                search?: string;
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
            200: components["responses"]["UserBasicList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    uploadProjectFile: {
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
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProjectUploadRequest"];
            };
        };
        responses: {
            201: components["responses"]["ProjectUpload"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    listProjectCustomAttributes: {
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
            200: components["responses"]["CustomAttributeList"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getProjectCustomAttribute: {
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
                /**
                 * @description The key of the custom attribute.
                 * @example team
                 */
                key: components["parameters"]["CustomAttributeKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CustomAttribute"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    setProjectCustomAttribute: {
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
                /**
                 * @description The key of the custom attribute.
                 * @example team
                 */
                key: components["parameters"]["CustomAttributeKey"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "value": "red"
                 *     }
                 */
                "application/json": components["schemas"]["CustomAttributeUpdateRequest"];
                /**
                 * @example {
                 *       "value": "red"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CustomAttributeUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["CustomAttribute"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteProjectCustomAttribute: {
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
                /**
                 * @description The key of the custom attribute.
                 * @example team
                 */
                key: components["parameters"]["CustomAttributeKey"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The custom attribute is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listUserProjects: {
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
                search?: components["parameters"]["ProjectListSearch"];
                /** @description Sort key. */
                order_by?: components["parameters"]["ProjectListOrderBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["ProjectListSort"];
                /** @description Only projects of this visibility. */
                visibility?: components["parameters"]["ProjectListVisibility"];
                /** @description Return the reduced form (`ProjectSimple`). */
                simple?: components["parameters"]["ProjectListSimple"];
                /**
                 * @description Only archived projects (`true`) or only projects that are not archived (`false`).
                 * @example false
                 */
                archived?: components["parameters"]["ProjectListArchived"];
                /** @description `true`: only projects in the caller's own namespace. Ignored for anonymous callers and when `false`. */
                owned?: components["parameters"]["ProjectListOwned"];
                /**
                 * @description `true`: only projects the caller is a member of, directly, through the project's group (or an ancestor), or
                 *     through a group the project is shared with (any access level, memberships and shares in force). Ignored for
                 *     anonymous callers and when `false`.
                 */
                membership?: components["parameters"]["ProjectListMembership"];
                /** @description `true`: only projects the caller has starred. Ignored for anonymous callers and when `false`. */
                starred?: components["parameters"]["ProjectListStarred"];
                /**
                 * @description `true`: include the `statistics` object in every project the caller is at least a reporter of (all projects for
                 *     administrators). Ignored with `simple=true`.
                 */
                statistics?: components["parameters"]["ProjectListStatistics"];
                /** @description `true`: only projects with the issue tracker enabled. `false` does not filter. */
                with_issues_enabled?: components["parameters"]["ProjectListWithIssuesEnabled"];
                /** @description `true`: only projects with merge requests enabled. `false` does not filter. */
                with_merge_requests_enabled?: components["parameters"]["ProjectListWithMergeRequestsEnabled"];
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
                 * @description The numeric id of the user, or the username.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdOrUsername"];
            };
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
    listProjectMembers: {
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
                 * @description Only members whose username or name contains this text (case-insensitive; `%` and `_` are literal).
                 * @example ali
                 */
                query?: components["parameters"]["MemberSearch"];
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
            200: components["responses"]["MemberList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such project, or the caller cannot see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    addProjectMember: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": 2,
                 *       "access_level": 30,
                 *       "expires_at": "2030-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["MemberCreateRequest"];
                /**
                 * @example {
                 *       "user_id": 2,
                 *       "access_level": 30
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MemberCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The project or the user is unknown, or the project is invisible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The user is already a member. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Member already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getProjectMember: {
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
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such project or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    updateProjectMember: {
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
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "access_level": 40
                 *     }
                 */
                "application/json": components["schemas"]["MemberUpdateRequest"];
                /**
                 * @example {
                 *       "access_level": 40
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MemberUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such project or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    removeProjectMember: {
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
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such project or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    shareProject: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "group_id": 5,
                 *       "group_access": 30,
                 *       "expires_at": "2030-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectShareRequest"];
                /**
                 * @example {
                 *       "group_id": 5,
                 *       "group_access": 30
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectShareRequest"];
            };
        };
        responses: {
            /** @description The share. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectGroupLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The project or the group is unknown or invisible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The project is already shared with the group, or the group holds the project. */
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
    unshareProject: {
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
                /**
                 * @description The numeric id of the group the project is shared with.
                 * @example 5
                 */
                group_id: components["parameters"]["SharedGroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The share is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The project is unknown or invisible, or not shared with the group. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listGroups: {
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
                 * @description Only groups whose name or path contains this text (case-insensitive; `%` and `_` are literal).
                 * @example diaspora
                 */
                search?: string;
                /** @description Only groups the caller is a direct owner (access level 50) of; none for anonymous callers. */
                owned?: boolean;
                /**
                 * @description Leave out the groups with these ids; sent as `skip_groups[]=1&skip_groups[]=2` (a single
                 *     `skip_groups[]=1` is a one-element list). A value that is not an integer gives 400
                 *     `{"error":"skip_groups is invalid"}`.
                 * @example [
                 *       1,
                 *       2
                 *     ]
                 */
                "skip_groups[]"?: number[];
                /** @description Sort key; ties are broken by id. */
                order_by?: "name" | "path" | "id";
                /** @description Sort direction. */
                sort?: "asc" | "desc";
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
            200: components["responses"]["GroupList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createGroup: {
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
                 *       "name": "Frontend",
                 *       "path": "frontend",
                 *       "description": "The web client teams",
                 *       "visibility": "internal",
                 *       "parent_id": 3
                 *     }
                 */
                "application/json": components["schemas"]["GroupCreateRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora",
                 *       "path": "diaspora"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["GroupCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Group"];
            /** @description A parameter is missing or invalid, or the group could not be saved. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParameterError"] | components["schemas"]["ValidationError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getGroup: {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Group"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such group, or the caller cannot see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "404 Group Not Found"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listGroupMembers: {
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
                 * @description Only members whose username or name contains this text (case-insensitive; `%` and `_` are literal).
                 * @example ali
                 */
                query?: components["parameters"]["MemberSearch"];
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MemberList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such group, or the caller cannot see it. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    addGroupMember: {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user_id": 2,
                 *       "access_level": 30,
                 *       "expires_at": "2030-12-31"
                 *     }
                 */
                "application/json": components["schemas"]["MemberCreateRequest"];
                /**
                 * @example {
                 *       "user_id": 2,
                 *       "access_level": 30
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MemberCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The group or the user is unknown, or the group is invisible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The user is already a member. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Member already exists"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    getGroupMember: {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such group or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    updateGroupMember: {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "access_level": 40
                 *     }
                 */
                "application/json": components["schemas"]["MemberUpdateRequest"];
                /**
                 * @example {
                 *       "access_level": 40
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MemberUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Member"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such group or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    removeGroupMember: {
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
                 * @description The numeric id of the group, or its full path percent-encoded once, so that `/` is sent as `%2F`
                 *     (`/groups/diaspora%2Ffrontend`).
                 */
                id: components["parameters"]["GroupId"];
                /**
                 * @description The numeric id of the user.
                 * @example 2
                 */
                user_id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The membership is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such group or member. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listNamespaces: {
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
                 * @description Only namespaces whose name or full path contains this text (case-insensitive; `%` and `_` are literal).
                 * @example diaspora
                 */
                search?: string;
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
            200: components["responses"]["NamespaceList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getNamespace: {
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
                /** @description The numeric id of the namespace, or its full path percent-encoded once (`diaspora%2Ffrontend`). */
                id: components["parameters"]["NamespaceId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Namespace"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such namespace, or it is not among the caller's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "404 Namespace Not Found"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    forkProject: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "namespace": "alice"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectForkRequest"];
                /**
                 * @example {
                 *       "namespace": "5"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectForkRequest"];
            };
        };
        responses: {
            201: components["responses"]["ProjectFork"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteForkRelation: {
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
            /** @description The fork relation was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The project is not a fork; nothing changed. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createForkRelation: {
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
                /**
                 * @description The project to record as the source: its numeric id or its full path percent-encoded once
                 *     (`diaspora%2Fdiaspora-client`).
                 */
                forked_from_id: components["parameters"]["ForkedFromId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project, now a fork of `forked_from_id`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Project"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The project already is a fork. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Project already forked"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
        };
    };
    listProjectForks: {
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
                 * @description Only archived projects (`true`) or only projects that are not archived (`false`).
                 * @example false
                 */
                archived?: components["parameters"]["ProjectListArchived"];
                /** @description Only projects of this visibility. */
                visibility?: components["parameters"]["ProjectListVisibility"];
                /** @description Sort key. */
                order_by?: components["parameters"]["ProjectListOrderBy"];
                /** @description Sort direction. */
                sort?: components["parameters"]["ProjectListSort"];
                /**
                 * @description Only projects whose name or path contains this text (case-insensitive; `%` and `_` are literal
                 *     characters). Reserved characters may be sent unencoded; a `+` stands for a space, as in form encoding.
                 * @example diaspora
                 */
                search?: components["parameters"]["ProjectListSearch"];
                /** @description Return the reduced form (`ProjectSimple`). */
                simple?: components["parameters"]["ProjectListSimple"];
                /** @description `true`: only projects in the caller's own namespace. Ignored for anonymous callers and when `false`. */
                owned?: components["parameters"]["ProjectListOwned"];
                /**
                 * @description `true`: only projects the caller is a member of, directly, through the project's group (or an ancestor), or
                 *     through a group the project is shared with (any access level, memberships and shares in force). Ignored for
                 *     anonymous callers and when `false`.
                 */
                membership?: components["parameters"]["ProjectListMembership"];
                /** @description `true`: only projects the caller has starred. Ignored for anonymous callers and when `false`. */
                starred?: components["parameters"]["ProjectListStarred"];
                /**
                 * @description `true`: include the `statistics` object in every project the caller is at least a reporter of (all projects for
                 *     administrators). Ignored with `simple=true`.
                 */
                statistics?: components["parameters"]["ProjectListStatistics"];
                /** @description `true`: only projects with the issue tracker enabled. `false` does not filter. */
                with_issues_enabled?: components["parameters"]["ProjectListWithIssuesEnabled"];
                /** @description `true`: only projects with merge requests enabled. `false` does not filter. */
                with_merge_requests_enabled?: components["parameters"]["ProjectListWithMergeRequestsEnabled"];
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
            200: components["responses"]["ProjectList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    startProjectHousekeeping: {
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
            /** @description Housekeeping is scheduled. No body. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description A housekeeping task of this project is already queued or running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Housekeeping task is already in progress"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageError"];
                };
            };
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
    createProjectForUser: {
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
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Diaspora Client",
                 *       "default_branch": "main"
                 *     }
                 */
                "application/json": components["schemas"]["ProjectCreateForUserRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectCreateForUserRequest"];
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
}

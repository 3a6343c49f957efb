// Generated from openapi/ by `npm run generate`. Do not edit.
export interface paths {
    "/version": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * Get the version
         * @description The real service's release whose behaviour this server follows, which clients read to decide which features
         *     they may use (`17.5.0` by default; the server's `SERVICE_VERSION` setting names another), with this server's own
         *     version in `toolkit_version`. Needs a signed-in caller. Webhook deliveries carry the same release in their
         *     `User-Agent` (`GitLab/17.5.0`).
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
        /**
         * Modify a user
         * @description Changes a user's account and profile (administrators only) and answers the user as an administrator sees them.
         *     A new username renames the user's namespace with it.
         *
         *     | Case | Status | Body |
         *     |---|---|---|
         *     | Not an administrator | 403 | `{"message":"403 Forbidden"}` |
         *     | No such user | 404 | `{"message":"404 User Not Found"}` |
         *     | The e-mail address is another user's (checked first) | 409 | `{"message":"Email has already been taken"}` |
         *     | The username is another user's or a group's path | 409 | `{"message":"Username has already been taken"}` |
         *     | A password shorter than 8 or longer than 128 characters | 400 | `{"message":{"password":["is too short (minimum is 8 characters)"]}}` |
         */
        put: operations["editUser"];
        post?: never;
        /**
         * Delete a user
         * @description Deletes a user (administrators only). Their personal projects are deleted with them. Their issues, merge
         *     requests and the projects they created in other namespaces move to the Ghost User (username `ghost`, made on the
         *     first deletion that needs it, which cannot itself be deleted); with `hard_delete=true` their issues and merge
         *     requests are deleted instead, and so are the groups they are the sole owner of, with those groups' projects.
         *     Their tokens, memberships and stars go with them.
         *
         *     | Case | Status | Body |
         *     |---|---|---|
         *     | Not an administrator, or the Ghost User | 403 | `{"message":"403 Forbidden"}` |
         *     | No such user | 404 | `{"message":"404 User Not Found"}` |
         *     | The sole owner of a group, without `hard_delete` | 409 | `{"message":"User cannot be removed while is the sole-owner of a group"}` |
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{user_id}/impersonation_tokens": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
    "/personal_access_tokens/self": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the token of the request
         * @description The personal access or impersonation token the request was made with, with its `last_used_at` (recorded at
         *     most once a minute, so this request may not have moved it yet). Without a token (a session cookie, an OAuth
         *     token, or no credentials) the answer is 401 `{"message":"401 Unauthorized"}`.
         */
        get: operations["getCurrentPersonalAccessToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     A `path` (given, or derived from `name`) that is not a valid project path is refused by the model, as in the
         *     real service: 400 `{"message":{"path":["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"]}}`.
         *
         *     `avatar` (only in a `multipart/form-data` body, e.g. `curl -F avatar=@logo.png`) is an image file, judged by
         *     its extension: `png`, `jpg`, `jpeg`, `gif`, `bmp`, `tiff`, `ico` or `webp`. It is served at `avatar_url`
         *     (`<external URL>/uploads/-/system/project/avatar/<id>/<file name>`) to whoever can read the project; the
         *     previous avatar file, and the file when the project is deleted, are removed. Another extension gives 400
         *     `{"message":{"avatar":["file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp"]}}`,
         *     a file over 200 KB 400 `{"message":{"avatar":["is too big (should be at most 200 KB)"]}}`, an `avatar` part that
         *     is not a file 400 `{"error":"avatar is invalid"}`, and a file over the `max_attachment_size` setting 413;
         *     nothing is changed then.
         *
         *     `import_url` imports a git repository (`http`, `https` or `git` URL) in the background, as a fork is copied:
         *     the answer is 201 at once with `import_status` `scheduled`, then `started`, then `finished`, or `failed` with
         *     `import_error`. Every branch and tag is imported; without `default_branch` the source's default branch (its
         *     `HEAD`) becomes the project's. Credentials in the URL (`https://user:token@host/repo.git`) are used for the
         *     import only and never shown back: `import_url` in answers is the URL without them (shown to maintainers and
         *     above), and `import_error` never holds them. Another scheme gives 400
         *     `{"message":{"import_url":["is blocked: Only allowed schemes are http, https, git"]}}`; a host that is or
         *     resolves to a loopback, private, link-local or otherwise non-public address gives 400
         *     `{"message":{"import_url":["is blocked: Requests to the local network are not allowed"]}}` (loopback:
         *     `Requests to loopback addresses are not allowed`; link-local: `Requests to the link local network are not allowed`)
         *     unless the `allow_local_requests_from_hooks_and_services` setting is true; the address is checked again
         *     right before the import. Nothing is created when the request is refused.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     `{"error":"ci_config_path, …, wiki_enabled are missing, at least one parameter must be provided","message":"ci_config_path, …, wiki_enabled are missing, at least one parameter must be provided"}` naming every
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
         *     A `path` that is not a valid project path gives 400 `{"message":{"path":["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"]}}`.
         *     A `name` or `path` used by another project of the namespace (compared case-insensitively) gives 409
         *     `{"message":{"name":["has already been taken"]}}`. After a `path` change the project is reachable by its id
         *     and its new full path; the old path no longer names it. Every edit sets `updated_at` and `last_activity_at`.
         *     A new `import_url` is checked as on create and stored without its credentials; it starts no import.
         *     A new `default_branch` moves the repository's `HEAD`: it must name an existing branch (any valid name while
         *     the repository has no branch), otherwise 400 `{"message":"Could not set the default branch"}`.
         *
         *     `avatar` (only in a `multipart/form-data` body, where it alone is a change; e.g. `curl -F avatar=@logo.png`) is an image file, judged by
         *     its extension: `png`, `jpg`, `jpeg`, `gif`, `bmp`, `tiff`, `ico` or `webp`. It is served at `avatar_url`
         *     (`<external URL>/uploads/-/system/project/avatar/<id>/<file name>`) to whoever can read the project; the
         *     previous avatar file, and the file when the project is deleted, are removed. Another extension gives 400
         *     `{"message":{"avatar":["file format is not supported. Please try one of the following supported formats: png, jpg, jpeg, gif, bmp, tiff, ico, webp"]}}`,
         *     a file over 200 KB 400 `{"message":{"avatar":["is too big (should be at most 200 KB)"]}}`, an `avatar` part that
         *     is not a file 400 `{"error":"avatar is invalid"}`, and a file over the `max_attachment_size` setting 413;
         *     nothing is changed then.
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
         *
         *     With `If-Unmodified-Since`, a project modified after that time (its `updated_at`: any edit, push or
         *     setting change) is left untouched and the answer is 412 `{"message":"412 Precondition Failed"}`.
         */
        delete: operations["deleteProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/archive": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * @description The users who have access to the project, each once, oldest account first: its direct members, the members
         *     of its group and of that group's ancestors, and the members of the groups it is shared with (any access
         *     level; expired memberships and shares do not count). Open to anyone who can read the project, anonymous
         *     callers included for public projects; others get 404 `Project Not Found`.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     | No `file` part, or no body at all | 400 | `{"error":"file is missing","message":"file is missing"}` |
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     `value` is required (400 `{"error":"value is missing","message":"value is missing"}`) and may be sent as JSON, as a form or in the query
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * @description Creates a fork of the project in the namespace given by `namespace_id`, `namespace_path` or `namespace` (the
         *     caller's own namespace when none is given) and answers at once, before the copy is made. Any signed-in
         *     caller who can see the project may fork it. The fork takes the source's name and path unless `name` or
         *     `path` are given, and the source's description, tags,
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
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such namespace, or the caller may not create projects in it | 404 | `{"message":"404 Target Namespace Not Found"}` |
         *     | A project with the same name or path exists in the namespace | 409 | `{"message":{"name":["has already been taken"],"path":["has already been taken"]}}` (the attributes that clash) |
         *     | `path` not a valid project path | 409 | `{"message":{"path":["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"]}}` |
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     A request that turns a switch on must give the settings that switch requires in the same request, as the
         *     real service's parameter rules do: `metrics_host`, `metrics_method_call_threshold`, `metrics_packet_size`,
         *     `metrics_pool_size`, `metrics_sample_interval` and `metrics_timeout` with `metrics_enabled`;
         *     `captcha_private_key` and `captcha_site_key` with `captcha_enabled`; `errtrack_dsn` with `errtrack_enabled`;
         *     `clientside_errtrack_dsn` with `clientside_errtrack_enabled`; `webide_url` with `webide_enabled`;
         *     `diagram_url` with `diagram_enabled`; `domain_blacklist` with `domain_blacklist_enabled`;
         *     `unique_ips_limit_per_user` and `unique_ips_limit_time_window` with `unique_ips_limit_enabled`;
         *     `jobqueue_throttling_factor` and `jobqueue_throttling_queues` with `jobqueue_throttling_enabled`. Missing
         *     ones are a parameter error naming them, e.g. `PUT {"unique_ips_limit_enabled":true}` gives 400
         *     `{"error":"unique_ips_limit_per_user, unique_ips_limit_time_window are missing","message":"unique_ips_limit_per_user, unique_ips_limit_time_window are missing"}`,
         *     and nothing is stored. Given settings are then checked against the settings as they would be after the
         *     change (a blank required one is `can't be blank`).
         *
         *     Effects: `default_project_visibility` applies to projects created without `visibility`;
         *     `restricted_visibility_levels` stops non-administrators from creating or editing projects with those
         *     levels; `default_projects_limit` is the `projects_limit` of new users; `signup_enabled` and
         *     `password_authentication_enabled_for_web` govern the web sign-in page and the OAuth password grant;
         *     `allow_local_requests_from_hooks_and_services` lets hooks and imports reach local addresses;
         *     `shared_runners_enabled` is the default of new projects' `shared_runners_enabled`; `max_attachment_size`
         *     limits uploads and avatars (413 above it); `housekeeping_bitmaps_enabled` makes housekeeping write bitmaps;
         *     `repository_storages` may name only this server's one storage, `default`.
         */
        put: operations["updateApplicationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/branches": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's branches
         * @description The branches of the project's repository, ordered by name, each with its head commit. Anyone who can read
         *     the project may list them (anonymous callers for public projects); a project the caller cannot read is
         *     404 `Project Not Found`. An empty repository has no branches.
         *
         *     `search` keeps the branches whose name contains it, ignoring case; `^text` keeps names that start with
         *     `text` and `text$` names that end with it.
         */
        get: operations["listBranches"];
        put?: never;
        /**
         * Create a branch
         * @description Creates `branch` at `ref` (a branch, a tag or a commit SHA) and returns it. Needs developer access
         *     (maintainer, owner and administrators too); the project must not be archived. The new branch is recorded as
         *     a ref change, like a push that creates it.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `branch` or `ref` absent | 400 | `{"error":"ref is missing","message":"ref is missing"}` |
         *     | `ref` names no branch, tag or commit | 400 | `{"message":"Invalid reference name"}` |
         *     | `branch` already exists | 400 | `{"message":"Branch already exists"}` |
         *     | `branch` is not a valid git branch name | 400 | `{"message":"Branch name is invalid"}` |
         *     | `branch` clashes with an existing branch's path (`a` exists, `a/b` is asked for, or the reverse) | 400 | `{"message":"Failed to create branch 'a/b': Branch name conflicts with existing branch hierarchy."}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below developer access, or the project is archived | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        post: operations["createBranch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/branches/{branch}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The branch's name, percent-encoded once so that `/` is sent as `%2F` (`feature%2Flogin`).
                 * @example feature/login
                 */
                branch: components["parameters"]["BranchName"];
            };
            cookie?: never;
        };
        /**
         * Get a branch
         * @description One branch and its head commit. Readable like the project (anonymous callers for public projects). An
         *     unknown branch is 404 `{"message":"404 Branch Not Found"}`; a project the caller cannot read is
         *     404 `Project Not Found`.
         */
        get: operations["getBranch"];
        put?: never;
        post?: never;
        /**
         * Delete a branch
         * @description Deletes the branch (its commits stay reachable from other refs that contain them). Needs developer access;
         *     the project must not be archived. Recorded as a ref change, like a push that deletes the branch.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Deleted | 204 | none |
         *     | The branch is the project's default branch | 400 | `{"message":"The default branch of a project cannot be deleted."}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below developer access, or the project is archived | 403 | `{"message":"403 Forbidden"}` |
         *     | The branch moved while it was being deleted (it is kept) | 400 | `{"message":"Failed to remove branch"}` |
         *     | No such branch | 404 | `{"message":"404 Branch Not Found"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        delete: operations["deleteBranch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/commits": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List commits
         * @description The commits reachable from `ref_name` (the default branch when absent), newest first, optionally only those
         *     that changed `path` and those committed in the window `since`..`until`. A ref that names nothing, and an
         *     empty repository, give an empty list. Readable like the project (anonymous callers for public projects).
         */
        get: operations["listCommits"];
        put?: never;
        /**
         * Create a commit with several file actions
         * @description Commits `actions` to `branch` as one commit, all or nothing. The caller is the committer and, unless
         *     `author_name`/`author_email` say otherwise, the author. Needs developer access; the project must not be
         *     archived. When `branch` does not exist it is created from `start_branch` (which defaults to `branch`, so
         *     a new branch needs it) or `start_sha`; in an empty repository the first commit may go to any branch. The
         *     branch moves only if nobody moved it meanwhile: concurrent commits to one branch are applied one after the
         *     other (each on the result of the previous), and one that cannot be applied after several attempts is refused
         *     with 400. The branch's move is recorded as a ref change, like a push.
         *
         *     Each file's decoded content may be at most the instance's `max_attachment_size` (megabytes); a request
         *     body above 10 MB is refused with 413.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `branch`, `commit_message` or `actions` absent | 400 | `{"error":"actions is missing","message":"actions is missing"}` |
         *     | `actions` empty | 400 | `{"error":"actions is invalid"}` |
         *     | An action's `action` or `encoding` outside its values | 400 | `{"error":"actions[0][action] does not have a valid value"}` , or `actions[0][encoding]`: the item's index and field |
         *     | `start_branch` (or `branch` when it does not exist and no start is given) names no branch | 400 | `{"message":"You can only create or edit files when you are on a branch"}` |
         *     | Both `start_branch` and `start_sha` | 400 | `{"message":"You can't pass both start_branch and start_sha"}` |
         *     | `start_sha` is not a commit SHA, or names no commit | 400 | `{"message":"Invalid start_sha 'x'"}`, `{"message":"Cannot find start_sha 'abc123'"}` |
         *     | `branch` exists and a different `start_branch` or a `start_sha` is given | 400 | `{"message":"A branch called 'feature' already exists. Switch to that branch in order to make changes"}` |
         *     | A new `branch` is not a valid branch name | 400 | `{"message":"Something went wrong when we tried to create 'a..b' for you: Branch name is invalid"}` |
         *     | `create` (or `move` to) a file that exists | 400 | `{"message":"A file with this name already exists"}` |
         *     | `create` a file where a directory is | 400 | `{"message":"A directory with this name already exists"}` |
         *     | `update`, `delete`, `chmod` or `move` (from) a file that does not exist | 400 | `{"message":"A file with this name doesn't exist"}` |
         *     | `move` without `previous_path` | 400 | ``{"message":"You must supply the original file path when moving file `b.txt`."}`` |
         *     | `last_commit_id` is not the last commit that changed the file | 400 | `{"message":"You are attempting to update a file that has changed since you started editing it."}` |
         *     | An empty `file_path` | 400 | `{"message":"You must provide a file path"}` |
         *     | A path with a `..` component | 400 | `{"message":"Path cannot include directory traversal"}` |
         *     | A path that is absolute, has a `.git` component, an empty component or a NUL | 400 | `{"message":"invalid path: '/etc/passwd'"}` |
         *     | `content` with `encoding: base64` that is not base64 | 400 | `{"message":"400 Bad request - content of a.bin is not valid base64"}` |
         *     | A file's content above `max_attachment_size` | 400 | `{"message":"400 Bad request - big.bin is larger than the maximum of 10 MB"}` |
         *     | The branch kept moving under concurrent commits | 400 | `{"message":"Could not update refs/heads/master. Please refresh and try again."}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below developer access, or the project is archived | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | Body above 10 MB | 413 | `{"message":"413 Request Entity Too Large"}` |
         *
         *     A refused request changes nothing: no branch moves and no ref change is recorded.
         */
        post: operations["createCommit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/commits/{sha}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description A commit SHA (full or abbreviated), or a branch or tag name whose head is meant; percent-encoded once
                 *     (`feature%2Flogin`).
                 * @example ed899a2f4b50b4370feeea94676502b42383c746
                 */
                sha: components["parameters"]["CommitSha"];
            };
            cookie?: never;
        };
        /**
         * Get a commit
         * @description One commit, by SHA (full or abbreviated) or by the name of a branch or tag (its head), with its line
         *     statistics and the combined state of its latest commit statuses. Readable like the project (anonymous
         *     callers for public projects). Nothing found is 404 `{"message":"404 Commit Not Found"}`.
         */
        get: operations["getCommit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/commits/{sha}/statuses": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description A commit SHA (full or abbreviated), or a branch or tag name whose head is meant; percent-encoded once
                 *     (`feature%2Flogin`).
                 * @example ed899a2f4b50b4370feeea94676502b42383c746
                 */
                sha: components["parameters"]["CommitSha"];
            };
            cookie?: never;
        };
        /**
         * List a commit's statuses
         * @description The statuses reported for the commit, newest first: only the newest of each name and ref unless `all` is
         *     true. Needs a signed-in caller who can read the project. An unknown commit is
         *     404 `{"message":"404 Commit Not Found"}`.
         */
        get: operations["listCommitStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/statuses/{sha}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The commit's SHA (full or abbreviated).
                 * @example 18f3e63d05582537db6d183d9d557be09e1f90c8
                 */
                sha: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a commit's status
         * @description Reports the state of an external check (a CI run, a review bot) for a commit. Needs developer access; the
         *     project must not be archived.
         *     A status is identified by its `name` (default `default`) and `ref` (default: a branch that contains the
         *     commit, the default branch first). While the newest status of that name and ref is `pending` or
         *     `running`, a new report changes it (state, and `target_url`, `description`, `coverage` when given);
         *     once it has finished (`success`, `failed`, `canceled`) a report creates a new status, and the list shows
         *     the newest one. `started_at` is set on `running`, `finished_at` on a finished state.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `state` absent | 400 | `{"error":"state is missing","message":"state is missing"}` |
         *     | `state` outside its values | 400 | `{"error":"state does not have a valid value"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below developer access, or the project is archived | 403 | `{"message":"403 Forbidden"}` |
         *     | No such commit | 404 | `{"message":"404 Commit Not Found"}` |
         *     | No `ref` given and no branch contains the commit | 404 | `{"message":"404 References for commit Not Found"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        post: operations["createCommitStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/files/{file_path}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The file's path from the repository root, percent-encoded once so that `/` is sent as `%2F`
                 *     (`lib%2Fapp.rb`). A path with a `..` component or a leading `/` is refused with
                 *     400 `{"error":"file_path should be a valid file path"}`; control characters and paths over 4,096 characters are
                 *     refused with 400.
                 * @example lib/app.rb
                 */
                file_path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        /**
         * Get a file from the repository
         * @description The file at `file_path` in the commit `ref` names, with its content in base64 and where it was last
         *     changed. Readable like the project (anonymous callers for public projects).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `ref` absent | 400 | `{"error":"ref is missing","message":"ref is missing"}` |
         *     | `file_path` has a `..` component or starts with `/` | 400 | `{"error":"file_path should be a valid file path"}` |
         *     | `ref` names no branch, tag or commit | 404 | `{"message":"404 Commit Not Found"}` |
         *     | No file at `file_path` (or a directory) | 404 | `{"message":"404 File Not Found"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        get: operations["getRepositoryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/repository/files/{file_path}/raw": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The file's path from the repository root, percent-encoded once so that `/` is sent as `%2F`
                 *     (`lib%2Fapp.rb`). A path with a `..` component or a leading `/` is refused with
                 *     400 `{"error":"file_path should be a valid file path"}`; control characters and paths over 4,096 characters are
                 *     refused with 400.
                 * @example lib/app.rb
                 */
                file_path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        /**
         * Get a file's raw content
         * @description The bytes of the file at `file_path` in the commit `ref` names (the default branch when absent), as
         *     `application/octet-stream`. Errors as for `GET /projects/{id}/repository/files/{file_path}`, in JSON.
         */
        get: operations["getRawRepositoryFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/labels": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's labels
         * @description The project's labels, by name, with the number of open and closed issues and open merge requests carrying
         *     each. Open to anyone who can read the project; a project the caller cannot read is
         *     404 `{"message":"404 Project Not Found"}`.
         */
        get: operations["listProjectLabels"];
        /**
         * Edit a label named in the body
         * @description The older form of `PUT /projects/{id}/labels/{label_id}`, still used by clients: the label is named by `name`
         *     or `label_id` (exactly one; neither gives 400 `{"error":"label_id, name are missing, exactly one parameter
         *     must be provided"}`, both `{"error":"label_id, name are mutually exclusive"}`). Everything else is as there.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Changed | 200 | the label |
         *     | None of `new_name`, `color`, `description`, `priority` | 400 | `{"error":"new_name, color, description, priority are missing, at least one parameter must be provided"}` |
         *     | `color` is not `#RGB`, `#RRGGBB` or a CSS color name | 400 | `{"message":{"color":["must be a valid color code"]}}` |
         *     | `new_name` is blank | 400 | `{"message":{"title":["can't be blank"]}}` |
         *     | `new_name` contains a comma | 400 | `{"message":{"title":["is invalid"]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below reporter | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such label | 404 | `{"message":"404 Label Not Found"}` |
         *     | Another label of the project has `new_name` | 409 | `{"message":"Label already exists"}` |
         */
        put: operations["updateProjectLabelByName"];
        /**
         * Create a project label
         * @description Creates a label. Allowed to reporters and above, and administrators.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Created | 201 | the label |
         *     | `name` or `color` absent | 400 | `{"error":"name is missing","message":"name is missing"}` |
         *     | `color` is not `#RGB`, `#RRGGBB` or a CSS color name | 400 | `{"message":{"color":["must be a valid color code"]}}` |
         *     | `name` is blank | 400 | `{"message":{"title":["can't be blank"]}}` |
         *     | `name` contains a comma | 400 | `{"message":{"title":["is invalid"]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below reporter | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The project has a label of that name | 409 | `{"message":"Label already exists"}` |
         */
        post: operations["createProjectLabel"];
        /**
         * Delete a label named in the query
         * @description The older form of `DELETE /projects/{id}/labels/{label_id}`: the label is named by the `name` or `label_id`
         *     query parameter (exactly one, with the same errors as the edit). The label is removed from the issues and merge
         *     requests that carry it. Allowed to reporters and above, and administrators; an unknown label is 404
         *     `{"message":"404 Label Not Found"}`.
         */
        delete: operations["deleteProjectLabelByName"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/labels/{label_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The label's id or its URL-encoded name (`bug`, `needs%20review`). A number is looked up as an id first, then as a
                 *     name.
                 * @example bug
                 */
                label_id: components["parameters"]["LabelId"];
            };
            cookie?: never;
        };
        /**
         * Get a project label
         * @description One label, by id or name. Open to anyone who can read the project; a project the caller cannot read is
         *     404 `{"message":"404 Project Not Found"}`, an unknown label 404 `{"message":"404 Label Not Found"}`.
         */
        get: operations["getProjectLabel"];
        /**
         * Edit a project label
         * @description Renames, recolors, describes or prioritizes a label; allowed to reporters and above, and administrators. A
         *     rename is carried over to the issues and merge requests that carry the label.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Changed | 200 | the label |
         *     | None of `new_name`, `color`, `description`, `priority` | 400 | `{"error":"new_name, color, description, priority are missing, at least one parameter must be provided"}` |
         *     | `color` is not `#RGB`, `#RRGGBB` or a CSS color name | 400 | `{"message":{"color":["must be a valid color code"]}}` |
         *     | `new_name` is blank | 400 | `{"message":{"title":["can't be blank"]}}` |
         *     | `new_name` contains a comma | 400 | `{"message":{"title":["is invalid"]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below reporter | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such label | 404 | `{"message":"404 Label Not Found"}` |
         *     | Another label of the project has `new_name` | 409 | `{"message":"Label already exists"}` |
         */
        put: operations["updateProjectLabel"];
        post?: never;
        /**
         * Delete a project label
         * @description Deletes the label and removes it from the issues and merge requests that carry it. Allowed to reporters and
         *     above, and administrators; an unknown label is 404 `{"message":"404 Label Not Found"}`.
         */
        delete: operations["deleteProjectLabel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/milestones": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's milestones
         * @description The project's milestones, the latest due date first (those without one last), then the newest first. Open
         *     to anyone who can read the project; a project the caller cannot read is
         *     404 `{"message":"404 Project Not Found"}`.
         */
        get: operations["listProjectMilestones"];
        put?: never;
        /**
         * Create a project milestone
         * @description Creates an active milestone with the next `iid` of the project. Allowed to reporters and above, and
         *     administrators.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Created | 201 | the milestone |
         *     | `title` absent | 400 | `{"error":"title is missing","message":"title is missing"}` |
         *     | `due_date` or `start_date` is not a `YYYY-MM-DD` date | 400 | `{"error":"due_date is invalid"}` |
         *     | The project has a milestone with that title | 400 | `{"message":"Failed to create milestone {:title=>[\"already being used for another group or project milestone.\"]}"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below reporter | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        post: operations["createProjectMilestone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/milestones/{milestone_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The milestone's global `id` (not its `iid`).
                 * @example 12
                 */
                milestone_id: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        /**
         * Get a project milestone
         * @description One milestone of the project, by its global `id`. A project the caller cannot read is
         *     404 `{"message":"404 Project Not Found"}`; an id that names no milestone of this project is
         *     404 `{"message":"404 Not found"}`.
         */
        get: operations["getProjectMilestone"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/issues": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's issues
         * @description The project's issues the caller can see, newest first by default. Open to anyone who can read the project
         *     (a project the caller cannot read is 404 `{"message":"404 Project Not Found"}`); confidential issues are
         *     listed only to reporters and above, administrators, and their author and assignee. While the project's
         *     issues feature is off (`issues_enabled` false) the list is empty.
         */
        get: operations["listProjectIssues"];
        put?: never;
        /**
         * Create an issue
         * @description Opens an issue with the next `iid` of the project; the caller is its author. Any signed-in user who can read
         *     the project may open one (in a private project that means a member, guests included). Labels named in
         *     `labels` that the project does not have are created. Project hooks with issue events get an `open` event.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Created | 201 | the issue |
         *     | `title` absent | 400 | `{"error":"title is missing","message":"title is missing"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The project's issues feature is off | 403 | `{"message":"403 Forbidden"}` |
         *
         *     `assignee_id`/`assignee_ids` naming no user who can read the project, and `milestone_id` naming no milestone
         *     of the project, are ignored, as in the real service.
         */
        post: operations["createProjectIssue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/issues/{issue_iid}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        /**
         * Get an issue
         * @description One issue, by its `iid`. A project the caller cannot read is 404 `{"message":"404 Project Not Found"}`; an
         *     `iid` that names no issue, a confidential issue the caller may not see, or any issue while the project's
         *     issues feature is off, is 404 `{"message":"404 Issue Not Found"}`.
         */
        get: operations["getProjectIssue"];
        /**
         * Update an issue
         * @description Changes the attributes given, closes (`state_event=close`) or reopens (`state_event=reopen`) the issue.
         *     Allowed to reporters and above, administrators and the issue's author. Every change sets `updated_at`;
         *     closing sets `closed_at` and `closed_by`, reopening clears them. Project hooks with issue events get a
         *     `close`, `reopen` or `update` event with the changed attributes; a request that changes nothing sends none.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Updated (or nothing to change) | 200 | the issue |
         *     | No attribute given | 400 | `{"error":"add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided","message":"add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided"}` |
         *     | `state_event` is not `close` or `reopen` | 400 | `{"error":"state_event does not have a valid value"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither reporter nor the author | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such issue, a confidential one the caller may not see, or the issues feature is off | 404 | `{"message":"404 Issue Not Found"}` |
         */
        put: operations["updateProjectIssue"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/issues/{issue_iid}/award_emoji": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        /**
         * List the award emoji of an issue
         * @description The issue's awards, oldest first. For signed-in callers who can read the issue. A project the caller cannot
         *     read is 404 `{"message":"404 Project Not Found"}`; an `iid` that names no issue the caller can see is
         *     404 `{"message":"404 Issue Not Found"}`.
         */
        get: operations["listIssueAwardEmoji"];
        put?: never;
        /**
         * Award an emoji to an issue
         * @description Awards the emoji `name` as the caller. Any signed-in caller who can read the issue may award. The names
         *     known are the common ones listed in the request body's `name` (`thumbsup`, `thumbsdown`, `smile`, `tada`,
         *     `heart`, `rocket`, `eyes`, …; `+1` and `-1` are taken as `thumbsup` and `thumbsdown`).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Awarded | 201 | the award |
         *     | `name` absent | 400 | `{"error":"name is missing","message":"name is missing"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such issue (or one the caller cannot see) | 404 | `{"message":"404 Issue Not Found"}` |
         *     | `name` is not a known emoji | 404 | `{"message":"404 Award Emoji Name is not a valid emoji name Not Found"}` |
         *     | The caller already awarded this emoji here | 404 | `{"message":"404 Award Emoji Name has already been taken Not Found"}` |
         */
        post: operations["createIssueAwardEmoji"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/issues/{issue_iid}/award_emoji/{award_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        /**
         * Get an award emoji of an issue
         * @description One award of the issue. An `award_id` that names no award of this issue is 404 `{"message":"404 Not found"}`;
         *     the other 404s are those of the list.
         */
        get: operations["getIssueAwardEmoji"];
        put?: never;
        post?: never;
        /**
         * Remove an award emoji from an issue
         * @description Removes an award. Only the user who gave it and administrators may remove it.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Removed | 204 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Someone else's award (caller not an administrator) | 401 | `{"message":"401 Unauthorized"}`, as in the real service |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such issue (or one the caller cannot see) | 404 | `{"message":"404 Issue Not Found"}` |
         *     | No such award on this issue | 404 | `{"message":"404 Not found"}` |
         */
        delete: operations["deleteIssueAwardEmoji"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/award_emoji": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * List the award emoji of a merge request
         * @description The merge request's awards, oldest first. For signed-in callers who can read the merge request. A project the caller cannot
         *     read is 404 `{"message":"404 Project Not Found"}`; an `iid` that names no merge request the caller can see is
         *     404 `{"message":"404 Merge Request Not Found"}`.
         */
        get: operations["listMergeRequestAwardEmoji"];
        put?: never;
        /**
         * Award an emoji to a merge request
         * @description Awards the emoji `name` as the caller. Any signed-in caller who can read the merge request may award. The names
         *     known are the common ones listed in the request body's `name` (`thumbsup`, `thumbsdown`, `smile`, `tada`,
         *     `heart`, `rocket`, `eyes`, …; `+1` and `-1` are taken as `thumbsup` and `thumbsdown`).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Awarded | 201 | the award |
         *     | `name` absent | 400 | `{"error":"name is missing","message":"name is missing"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request (or one the caller cannot see) | 404 | `{"message":"404 Merge Request Not Found"}` |
         *     | `name` is not a known emoji | 404 | `{"message":"404 Award Emoji Name is not a valid emoji name Not Found"}` |
         *     | The caller already awarded this emoji here | 404 | `{"message":"404 Award Emoji Name has already been taken Not Found"}` |
         */
        post: operations["createMergeRequestAwardEmoji"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/award_emoji/{award_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        /**
         * Get an award emoji of a merge request
         * @description One award of the merge request. An `award_id` that names no award of this merge request is 404 `{"message":"404 Not found"}`;
         *     the other 404s are those of the list.
         */
        get: operations["getMergeRequestAwardEmoji"];
        put?: never;
        post?: never;
        /**
         * Remove an award emoji from a merge request
         * @description Removes an award. Only the user who gave it and administrators may remove it.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Removed | 204 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Someone else's award (caller not an administrator) | 401 | `{"message":"401 Unauthorized"}`, as in the real service |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request (or one the caller cannot see) | 404 | `{"message":"404 Merge Request Not Found"}` |
         *     | No such award on this merge request | 404 | `{"message":"404 Not found"}` |
         */
        delete: operations["deleteMergeRequestAwardEmoji"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/hooks": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's hooks
         * @description The project's webhooks, oldest first. Maintainers, owners and administrators only.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         */
        get: operations["listProjectHooks"];
        put?: never;
        /**
         * Add a hook to a project
         * @description Creates a webhook. From then on every enabled event of the project is POSTed to `url` (see the `webhooks`
         *     section: payloads, headers, retries). Maintainers, owners and administrators only.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         *     | `url` is absent | 400 | `{"error":"url is missing","message":"url is missing"}` |
         *     | `url` is not an absolute `http`/`https` URL, or points to a local address that is not allowed | 422 | `{"message":"Invalid url given"}` |
         */
        post: operations["addProjectHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/hooks/{hook_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The id of the project hook.
                 * @example 1
                 */
                hook_id: components["parameters"]["HookId"];
            };
            cookie?: never;
        };
        /**
         * Get a project hook
         * @description One webhook of the project. Maintainers, owners and administrators only (401, 403 and 404 as for the list);
         *     an unknown hook is 404 `{"message":"404 Not found"}`.
         */
        get: operations["getProjectHook"];
        /**
         * Edit a project hook
         * @description Changes the hook's URL and the events it wants; event switches and the token that are not sent keep their
         *     value. `url` is required, as on create. Errors are those of `POST /projects/{id}/hooks`, plus 404
         *     `{"message":"404 Not found"}` for an unknown hook.
         */
        put: operations["editProjectHook"];
        post?: never;
        /**
         * Delete a project hook
         * @description Removes the hook; deliveries still queued for it are dropped. Idempotent: 200 with the removed hook when it
         *     existed, 204 with no body when the project has no such hook (any more). Maintainers, owners and
         *     administrators only (401, 403 and 404 `Project Not Found` as for the list).
         *     With `If-Unmodified-Since`, a hook created or edited after that time is kept and the answer is 412
         *     `{"message":"412 Precondition Failed"}`.
         */
        delete: operations["deleteProjectHook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/merge_requests": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        /**
         * List merge requests visible to the caller
         * @description Merge requests of every project the caller can read, newest first by default. The default `scope` is
         *     `created_by_me`: without `scope=all` only the caller's own requests (or, with `assigned_to_me`, those assigned
         *     to them) are listed. Anonymous callers must send `scope=all` and see the requests of public projects;
         *     any other scope without credentials gives 401. Requests of projects whose merge requests are disabled are
         *     not listed. Each entry lacks `subscribed` and `changes_count`; `view=simple` gives the reduced form.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | A parameter outside its values (`state`, `scope`, `order_by`, `sort`, `view`) | 400 | `{"error":"state does not have a valid value"}` |
         *     | `page` below 1, or a non-numeric `author_id` | 400 | `{"error":"author_id is invalid"}` |
         *     | Not signed in and `scope` is not `all` | 401 | `{"message":"401 Unauthorized"}` |
         */
        get: operations["listMergeRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * List a project's merge requests
         * @description The merge requests of the project (the requests targeting it, including those from forks), newest first by
         *     default. Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated. No `scope` filter applies unless one is given.
         *     `iids[]` restricts the list to those iids. Entries lack `subscribed` and `changes_count`; `view=simple`
         *     gives the reduced form.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | A parameter outside its values | 400 | `{"error":"state does not have a valid value"}` |
         *     | A parameter of the wrong type (`iids[]=x`) | 400 | `{"error":"iids is invalid"}` |
         *     | Not signed in (also a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         */
        get: operations["listProjectMergeRequests"];
        put?: never;
        /**
         * Create a merge request
         * @description Proposes merging `source_branch` of this project into `target_branch` of this project, or, with
         *     `target_project_id`, of the project it was forked from (the request then lives in the target project; its
         *     `source_project_id` is this one). Both branches must exist. The caller needs developer access to this
         *     (the source) project and must be able to read the target, as in the real service. The new request is
         *     `opened` with `merge_status` `unchecked`; `sha` is the source branch head and the first diff version is
         *     recorded from the repositories. `work_in_progress` follows the title's `WIP:`/`Draft:` prefix. The answer has
         *     every field of `GET` of the request except `created_at` and `updated_at`, which the create response leaves
         *     out. At most one request per source and target branch is open: of concurrent creates for the same
         *     branches exactly one succeeds, the others get 409.
         *     Labels named in `labels` that the target project lacks are created. As in the real service, a
         *     `milestone_id` that is not a milestone of the target project and an `assignee_id` of a user who cannot read
         *     it are ignored (no milestone, no assignee).
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `source_branch`, `target_branch` or `title` absent | 400 | `{"error":"title is missing","message":"title is missing"}` |
         *     | Empty `title` | 400 | `{"message":{"title":["can't be blank"]}}` |
         *     | Source or target branch does not exist | 422 | `{"message":["Source branch \"x\" does not exist"]}` (`Target branch …` likewise; both when both are missing) |
         *     | Same branch into the same project | 422 | `{"message":["You must select different branches"]}` |
         *     | `target_project_id` is neither this project nor the project it was forked from | 422 | `{"message":["Source project is not a fork of the target project"]}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Below developer in this project | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible, or target project not readable | 404 | `{"message":"404 Project Not Found"}` |
         *     | An open request for the same source and target branches exists | 409 | `{"message":["Another open merge request already exists for this source branch: !1"]}` |
         */
        post: operations["createMergeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * Get one merge request
         * @description The merge request with `subscribed` (for the caller) and `changes_count` (files
         *     changed by the latest diff version, as a string, `1000+` above 1000). Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request in the project | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["getMergeRequest"];
        /**
         * Update a merge request
         * @description Changes the attributes given. `state_event=close` closes an open request (`closed_by`, `closed_at` set);
         *     `reopen` makes a closed request `opened` again and takes a new diff version if the branches moved. A merged
         *     request can be neither closed nor reopened: as in the real service, `state_event` is then ignored (like
         *     `close` on a closed request and `reopen` on an open one) and the other attributes still apply.
         *     `labels` replaces the labels (missing ones are created); `assignee_id` 0 and `milestone_id` 0 clear them; a milestone of another project and
         *     an assignee who cannot read the project are ignored, as in the real service.
         *     Parameters may come as JSON, as a form, or in the query string. Who may: the author, developers and above of the target project, and administrators; other readers get 403, anonymous callers 401.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | None of the attributes given | 400 | `{"error":"add_labels, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided","message":"add_labels, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided"}` |
         *     | `state_event` neither `close` nor `reopen` | 400 | `{"error":"state_event does not have a valid value"}` |
         *     | `target_branch` does not exist | 422 | `{"message":["Target branch \"x\" does not exist"]}` |
         *     | `target_branch` equal to the source branch in the same project | 422 | `{"message":["You can't use same project/branch for source and target"]}` |
         *     | Empty `title` | 400 | `{"message":{"title":["can't be blank"]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither author nor developer | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         *     | `If-Unmodified-Since` earlier than the request's `updated_at` | 412 | `{"message":"412 Precondition Failed"}` (nothing deleted) |
         *     | Changing `target_branch`, or reopening, while another open request has the same source and target branches | 409 | `{"message":["Another open merge request already exists for this source branch: !1"]}` |
         */
        put: operations["updateMergeRequest"];
        post?: never;
        /**
         * Delete a merge request
         * @description Deletes the merge request (a soft delete): afterwards it is 404 for every call, no list shows it,
         *     and its iid is never given to another request. Its diff versions, subscriptions, todos and awards go with it.
         *     Administrators and owners of the target project only.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Deleted | 204 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither administrator nor project owner | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        delete: operations["deleteMergeRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/closes_issues": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * List the issues merging would close
         * @description Issues that merging the request would close: those referenced with a closing pattern in the title, the
         *     description or a commit message of the request (`Closes #1`, `fixes #2, #3 and #4`, `Resolves group/project#5`,
         *     or an issue's URL; the verbs close, closes, closed, closing, fix, fixes, fixed, fixing, resolve, resolves,
         *     resolved, resolving, any case, optionally followed by `:`), as the real service does only when the target
         *     branch is the project's default branch. References to issues that do not exist or that the caller cannot
         *     read are left out. The list is paginated. Each issue carries `changes_count`, the number of files the
         *     request changes.
         *     When the target project has an active custom issue tracker (`PUT /projects/{id}/integrations/custom-issue-tracker`),
         *     its own references `#123` and `PROJ-123` (capital letter, then capitals, digits or `_`, a hyphen and a number)
         *     name issues of that tracker and are listed as `{"id":"123","title":"External Issue 123"}` and
         *     `{"id":"PROJ-123","title":"External Issue PROJ-123"}`; references to other projects and issue URLs still
         *     name built-in issues.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["listMergeRequestClosesIssues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/subscribe": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to a merge request
         * @description Subscribes the caller to the request's notifications: `subscribed` becomes true. Already subscribed (also as
         *     the author or the assignee, who are subscribed until they unsubscribe) gives 304 with no body. Any signed-in
         *     caller who can read the project may subscribe. The answer is the merge request up to `merge_commit_sha`
         *     (with `subscribed`), nothing after it.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Already subscribed | 304 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["subscribeToMergeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/unsubscribe": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe from a merge request
         * @description Unsubscribes the caller: `subscribed` becomes false (also for the author and the assignee). Not subscribed
         *     gives 304 with no body. The answer stops after `merge_commit_sha`, as for subscribe.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not subscribed | 304 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["unsubscribeFromMergeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/todo": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a todo for the caller
         * @description Adds a pending todo (`action_name` `marked`) about the request to the caller's todos. When the caller
         *     already has a pending todo about it, nothing changes: 304 with no body. Any signed-in caller who can read the
         *     project may add one.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | A pending todo exists | 304 | none |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["createMergeRequestTodo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/time_estimate": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the time estimate
         * @description Sets `time_estimate` to `duration` (e.g. `3h30m` gives 12600 seconds) and returns the time stats.
         *     Who may: the author, developers and above of the target project, and administrators; other readers get 403, anonymous callers 401.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `duration` absent | 400 | `{"error":"duration is missing","message":"duration is missing"}` |
         *     | `duration` malformed or negative | 400 | `{"message":{"time_estimate":["must have a valid format and be greater than or equal to zero."]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither author nor developer | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["setMergeRequestTimeEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/reset_time_estimate": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the time estimate
         * @description Sets `time_estimate` to 0 seconds and returns the time stats.
         *     Who may: the author, developers and above of the target project, and administrators; other readers get 403, anonymous callers 401.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither author nor developer | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["resetMergeRequestTimeEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/add_spent_time": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add spent time
         * @description Adds `duration` to `total_time_spent` (`1h` adds 3600 seconds; `-30m` subtracts) and returns the time stats.
         *     Who may: the author, developers and above of the target project, and administrators; other readers get 403, anonymous callers 401.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | `duration` absent | 400 | `{"error":"duration is missing","message":"duration is missing"}` |
         *     | `duration` malformed | 400 | `{"message":{"time_spent":["must have a valid format"]}}` |
         *     | Subtracting more than was spent | 400 | `{"message":{"base":["Time to subtract exceeds the total time spent"]}}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither author nor developer | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["addMergeRequestSpentTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/reset_spent_time": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the spent time
         * @description Sets `total_time_spent` to 0 seconds and returns the time stats.
         *     Who may: the author, developers and above of the target project, and administrators; other readers get 403, anonymous callers 401.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | Neither author nor developer | 403 | `{"message":"403 Forbidden"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        post: operations["resetMergeRequestSpentTime"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/time_stats": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * Get the time stats
         * @description The estimate and the time spent, in seconds and as text (`3h 30m`; null when zero).
         *     Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project's merge requests are disabled (`merge_requests_enabled` false) | 403 | `{"message":"403 Forbidden"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["getMergeRequestTimeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/commits": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * List the commits of a merge request
         * @description The commits of the latest diff version (those on the source branch that the target branch does not have),
         *     newest first, paginated. Empty before a first version was taken. Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request in the project | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["listMergeRequestCommits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/changes": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * Get a merge request with its changes
         * @description The merge request (as `GET …/merge_requests/:merge_request_iid` shows it) plus `changes`: every file the
         *     latest diff version changes between the merge base and the source head, with its unified diff. At most
         *     1000 files are listed, as the real service's diff limits allow; `changes_count` is then `1000+`. A diff
         *     above 200 KB is left empty. Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request in the project | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["getMergeRequestChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/versions": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        /**
         * List the diff versions of a merge request
         * @description Every diff version of the merge request, newest first, paginated. A version is taken when the request is
         *     created or reopened and whenever a push (or a merge, or a commit through the API) moves its source or target
         *     branch; a deleted source branch leaves the versions as they were. Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request in the project | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["listMergeRequestVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/versions/{version_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
                /**
                 * @description The diff version's `id`, as `GET …/versions` lists them.
                 * @example 110
                 */
                version_id: components["parameters"]["MergeRequestVersionId"];
            };
            cookie?: never;
        };
        /**
         * Get one diff version of a merge request
         * @description The diff version with `commits` (between its merge base and its head, newest first) and `diffs` (its changed
         *     files, at most 1000, each as in `…/changes`). Any signed-in caller who can read the project; anonymous callers get 401, as every merge request call must be authenticated.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in (also for a public project) | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request in the project, or no such version of it | 404 | `{"message":"404 Not found"}` |
         */
        get: operations["getMergeRequestVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/merge": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Accept (merge) a merge request
         * @description Merges the source branch into the target branch with a merge commit (always, even when a fast-forward would
         *     do), authored and committed by the caller, and answers with the merged request: `state` `merged`,
         *     `merge_commit_sha`, `merged_by`, `merged_at`. The target branch moves only if nobody moved it meanwhile, and
         *     of concurrent accepts of one request exactly one merges. A request from a fork is merged with the fork's
         *     commits. The source branch is removed afterwards when `should_remove_source_branch` is true or the request
         *     was created with `remove_source_branch`. Both branch moves are recorded like pushes (hooks, other requests'
         *     versions).
         *
         *     With `squash` set on the request, the source commits are first squashed into one commit on the target head
         *     (its message the request's title, `squash_commit_sha`), which the merge commit then merges. A merge into the
         *     project's default branch closes, in the same transaction, the open issues that `closes_issues` lists and
         *     the caller may update (reporters and above, or their author): `state` `closed`, `closed_at`, `closed_by`,
         *     and an issue hook `close` event each.
         *
         *     With `merge_when_pipeline_succeeds=true`, when the source head has commit statuses that are pending or
         *     running, nothing is merged yet: the request answers with `merge_when_pipeline_succeeds` true and is merged,
         *     with the given message and branch removal, as soon as all the head's latest statuses succeed (a failed or
         *     canceled status leaves it open). Without such statuses it is merged at once.
         *
         *     Who may: developers and above of the target project, and administrators (there is no branch protection).
         *     Parameters may come as JSON, as a form, or in the query string. Conflicts give 405 and a merged or closed
         *     request 406.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in, or below developer in the target project | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         *     | Already merged or closed | 406 | `{"message":"406 Method Not Allowed"}` |
         *     | Conflicts, a missing source or target branch, or a work-in-progress title | 405 | `{"message":"Branch cannot be merged"}` |
         *     | `sha` not the source head | 409 | `{"message":"SHA does not match HEAD of source branch: <head>"}` |
         *     | A parameter of the wrong type | 400 | `{"error":"should_remove_source_branch is invalid"}` |
         */
        put: operations["acceptMergeRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/merge_requests/{merge_request_iid}/cancel_merge_when_pipeline_succeeds": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel merge when pipeline succeeds
         * @description Clears `merge_when_pipeline_succeeds` (and the message and branch removal kept with it), so the request is
         *     no longer merged when its statuses succeed. The deprecated `POST` form does the same. Who may: the author,
         *     developers and above of the target project, and administrators.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in, or neither the author nor a developer of the target project | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         *     | Already merged or closed | 405 | `{"message":"405 Method Not Allowed"}` |
         *     | Not set to merge when the pipeline succeeds | 406 | `{"message":"406 Not Acceptable"}` |
         */
        put: operations["cancelMergeWhenPipelineSucceeds"];
        /**
         * Cancel merge when pipeline succeeds (POST)
         * @deprecated
         * @description The same as the `PUT` form, sent as `POST` as the real service's older clients do; answers 201 with the merge
         *     request. Deprecated: use `PUT`.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in, or neither the author nor a developer of the target project | 401 | `{"message":"401 Unauthorized"}` |
         *     | Project not visible | 404 | `{"message":"404 Project Not Found"}` |
         *     | No such merge request | 404 | `{"message":"404 Not found"}` |
         *     | Already merged or closed | 405 | `{"message":"405 Method Not Allowed"}` |
         *     | Not set to merge when the pipeline succeeds | 406 | `{"message":"406 Not Acceptable"}` |
         */
        post: operations["cancelMergeWhenPipelineSucceedsByPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/integrations/custom-issue-tracker": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * Get the custom issue tracker
         * @description The project's custom issue tracker integration, active or switched off. Maintainers, owners and
         *     administrators only.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         *     | The tracker was never set | 404 | `{"message":"404 Service Not Found"}` |
         */
        get: operations["getCustomIssueTracker"];
        /**
         * Set the custom issue tracker
         * @description Sets the tracker's addresses and switches it on: from then on `#123` and `PROJ-123` references of the
         *     project name issues of that tracker, and `closes_issues` lists them as `{"id","title"}` objects. Setting it
         *     again replaces the addresses. Maintainers, owners and administrators only.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | A parameter is missing | 400 | `{"error":"new_issue_url is missing","message":"new_issue_url is missing"}` |
         *     | An address is not an absolute `http` or `https` URL | 400 | `{"message":"400 Bad Request"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         */
        put: operations["setCustomIssueTracker"];
        post?: never;
        /**
         * Switch the custom issue tracker off
         * @description Switches the tracker off and forgets its addresses (`active` false, empty `properties`); references name
         *     built-in issues again. 204 whether or not a tracker was set. Maintainers, owners and administrators only
         *     (401, 403 and 404 as for `GET`).
         */
        delete: operations["disableCustomIssueTracker"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/services/custom-issue-tracker": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         * Get the custom issue tracker (services path)
         * @deprecated
         * @description The project's custom issue tracker integration, active or switched off. Maintainers, owners and
         *     administrators only.
         *     The path of API v4 before integrations were renamed; the same as `/projects/{id}/integrations/custom-issue-tracker`.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         *     | The tracker was never set | 404 | `{"message":"404 Service Not Found"}` |
         */
        get: operations["getCustomIssueTrackerService"];
        /**
         * Set the custom issue tracker (services path)
         * @deprecated
         * @description Sets the tracker's addresses and switches it on: from then on `#123` and `PROJ-123` references of the
         *     project name issues of that tracker, and `closes_issues` lists them as `{"id","title"}` objects. Setting it
         *     again replaces the addresses. Maintainers, owners and administrators only.
         *     The path of API v4 before integrations were renamed; the same as `/projects/{id}/integrations/custom-issue-tracker`.
         *
         *     | Condition | Status | Body |
         *     |---|---|---|
         *     | A parameter is missing | 400 | `{"error":"new_issue_url is missing","message":"new_issue_url is missing"}` |
         *     | An address is not an absolute `http` or `https` URL | 400 | `{"message":"400 Bad Request"}` |
         *     | Not signed in | 401 | `{"message":"401 Unauthorized"}` |
         *     | The project is unknown or invisible to the caller | 404 | `{"message":"404 Project Not Found"}` |
         *     | The caller is below maintainer | 403 | `{"message":"403 Forbidden"}` |
         */
        put: operations["setCustomIssueTrackerService"];
        post?: never;
        /**
         * Switch the custom issue tracker off (services path)
         * @deprecated
         * @description Switches the tracker off and forgets its addresses (`active` false, empty `properties`); references name
         *     built-in issues again. 204 whether or not a tracker was set. Maintainers, owners and administrators only
         *     (401, 403 and 404 as for `GET`).
         *     The path of API v4 before integrations were renamed; the same as `/projects/{id}/integrations/custom-issue-tracker`.
         */
        delete: operations["disableCustomIssueTrackerService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the server answers
         * @description Answers `200` with the text `GitLab OK` as soon as the server takes requests; checks nothing else. Needs no
         *     credentials, so that a test harness can wait for a server it started before it knows a token.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the server is ready for traffic
         * @description Answers `200` when the server takes requests and its database answers, `503` otherwise. Needs no credentials.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/liveness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the server is alive
         * @description Answers `200` while the server's process runs and answers requests. Needs no credentials.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/test/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset the whole state
         * @description Brings the whole state back to what it was right after the server started: the database (users, tokens,
         *     projects, issues, merge requests, hooks, settings, …), the repositories, the uploaded files and the queued
         *     jobs. Everything created since the start is gone and everything changed since is as it was; the
         *     administrator's token works again. A job running when the call comes in finishes first; the response comes
         *     once the state is restored.
         *
         *     **Exists only on a server started with `TEST_MODE=true`**, to run tests against it with a known state
         *     before each one; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        post: operations["resetTestState"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/test/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the requests received
         * @description The requests the server received since it started or was last reset, oldest first, each with its method, path,
         *     matched operation, query, headers (credentials and cookies masked), parsed body, the status answered and when it
         *     came in. The journal's own calls and the other calls under `/-/test` are not recorded. It keeps the latest 1000
         *     requests, dropping the oldest; the list is not paginated.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        get: operations["listTestRequests"];
        put?: never;
        post?: never;
        /**
         * Empty the request journal
         * @description Forgets every recorded request. A reset does the same.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        delete: operations["clearTestRequests"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/test/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active faults
         * @description The faults still active, oldest first, each with the number of requests it has hit.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        get: operations["listTestFaults"];
        put?: never;
        /**
         * Inject a fault
         * @description Makes the requests that match fail the way the real service fails: an error status with the real service's
         *     body for it (a `429` with `Retry-After` and the `RateLimit-*` headers), a delayed answer, or a connection closed
         *     without an answer. A request matches when its method, path and operation match those given (each left out matches
         *     any request); calls under `/-/test` never match. The oldest matching fault applies. A fault hits `times` requests
         *     (default 1; null for every one) and is then removed; a reset removes every fault.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        post: operations["createTestFault"];
        /**
         * Remove every fault
         * @description Removes every active fault.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        delete: operations["clearTestFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/test/faults/{fault_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the fault. */
                fault_id: number;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a fault
         * @description Removes one fault. A fault that is gone (removed, used up or reset) answers `404`.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        delete: operations["deleteTestFault"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/-/test/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the server's clock
         * @description The server's time and whether it is frozen.
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        get: operations["getTestClock"];
        /**
         * Freeze or move the server's clock
         * @description Every time the server writes or compares follows this clock: `created_at`, `updated_at`, `last_activity_at`,
         *     token and membership expiry, `If-Unmodified-Since`, webhook payloads and the dates of the commits the API makes.
         *     `{"frozen_at": "2030-01-02T03:04:05Z"}` stops it there, `{"advance_seconds": 259200}` moves it ahead and
         *     `{"frozen_at": null}` lets it run in real time again. A reset brings back the clock of the start (frozen at
         *     the time the server was started with, if any).
         *
         *     **Exists only on a server started in test mode**; any other server answers `404` like for any unknown route. Needs an administrator.
         */
        put: operations["setTestClock"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/user/{user_id}": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
         *     already used in the namespace 409. `avatar` and `import_url` work as for `POST /projects`.
         */
        post: operations["createProjectForUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    pushHook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A branch was pushed
         * @description One delivery per moved branch (created, updated or deleted), whatever moved it: a git push, a commit or
         *     branch made through the API, a merge.
         *     Sent by the service as a POST with `Content-Type: application/json` to the URL of every project hook
         *     that has `push_events` on, after the change is committed, by a background worker (the API call that caused the
         *     event does not wait for it). Deliveries are durable and at least once: they are queued with the change and
         *     survive restarts. A receiver that answers 5xx, does not answer within 10 seconds, or cannot be reached gets
         *     the delivery again later; a 4xx answer is final. The receiver's TLS certificate is verified unless the hook
         *     has `enable_ssl_verification` off. Hooks to loopback, private or link-local addresses (including names that
         *     resolve to them) are refused at delivery time too, unless `allow_local_requests_from_hooks_and_services` is on.
         */
        post: operations["pushHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    tagPushHook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A tag was pushed
         * @description One delivery per created, moved or deleted tag.
         *     Sent by the service as a POST with `Content-Type: application/json` to the URL of every project hook
         *     that has `tag_push_events` on, after the change is committed, by a background worker (the API call that caused the
         *     event does not wait for it). Deliveries are durable and at least once: they are queued with the change and
         *     survive restarts. A receiver that answers 5xx, does not answer within 10 seconds, or cannot be reached gets
         *     the delivery again later; a 4xx answer is final. The receiver's TLS certificate is verified unless the hook
         *     has `enable_ssl_verification` off. Hooks to loopback, private or link-local addresses (including names that
         *     resolve to them) are refused at delivery time too, unless `allow_local_requests_from_hooks_and_services` is on.
         */
        post: operations["tagPushHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    mergeRequestHook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A merge request changed
         * @description A merge request was opened, updated, closed, reopened or merged (`object_attributes.action`).
         *     Sent by the service as a POST with `Content-Type: application/json` to the URL of every project hook
         *     that has `merge_requests_events` on, after the change is committed, by a background worker (the API call that caused the
         *     event does not wait for it). Deliveries are durable and at least once: they are queued with the change and
         *     survive restarts. A receiver that answers 5xx, does not answer within 10 seconds, or cannot be reached gets
         *     the delivery again later; a 4xx answer is final. The receiver's TLS certificate is verified unless the hook
         *     has `enable_ssl_verification` off. Hooks to loopback, private or link-local addresses (including names that
         *     resolve to them) are refused at delivery time too, unless `allow_local_requests_from_hooks_and_services` is on.
         */
        post: operations["mergeRequestHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    issueHook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An issue changed
         * @description An issue was opened, updated, closed or reopened (`object_attributes.action`).
         *     Sent by the service as a POST with `Content-Type: application/json` to the URL of every project hook
         *     that has `issues_events` on, after the change is committed, by a background worker (the API call that caused the
         *     event does not wait for it). Deliveries are durable and at least once: they are queued with the change and
         *     survive restarts. A receiver that answers 5xx, does not answer within 10 seconds, or cannot be reached gets
         *     the delivery again later; a 4xx answer is final. The receiver's TLS certificate is verified unless the hook
         *     has `enable_ssl_verification` off. Hooks to loopback, private or link-local addresses (including names that
         *     resolve to them) are refused at delivery time too, unless `allow_local_requests_from_hooks_and_services` is on.
         */
        post: operations["issueHook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Every body an error response of the API may have (see the Errors table). */
        ErrorBody: components["schemas"]["MessageError"] | components["schemas"]["ParameterError"] | components["schemas"]["MissingParameterError"] | components["schemas"]["ValidationError"] | components["schemas"]["MessageListError"] | components["schemas"]["InsufficientScopeError"];
        /**
         * @description The release of the real service whose behaviour this server follows (clients gate features on it), as the real
         *     service reports its own, and this server's own version alongside.
         * @example {
         *       "version": "17.5.0",
         *       "revision": "toolkit-0.1.0",
         *       "toolkit_version": "0.1.0"
         *     }
         */
        Version: {
            /**
             * @description The real service's release this server answers as, `17.5.0` unless the server is started with another
             *     (`SERVICE_VERSION`).
             */
            version: string;
            /** @description The build of the server that answers (`toolkit-<its version>`), where the real service gives its commit. */
            revision: string;
            /** @description This server's own version. */
            toolkit_version: string;
        };
        /**
         * @description A required parameter is absent (400). The same text is sent under two keys: `message`, as every other error of
         *     this API has, and `error`, which the real service sends and its clients read. Both are always present and always
         *     equal.
         * @example {
         *       "error": "title is missing",
         *       "message": "title is missing"
         *     }
         */
        MissingParameterError: {
            /**
             * @description Names the missing parameters, as the real service sends it.
             * @example title is missing
             * @example source_branch, target_branch are missing
             * @example name, path are missing, at least one parameter must be provided
             */
            error: string;
            /**
             * @description The same text as `error`, under the key the other errors of this API use.
             * @example title is missing
             * @example source_branch, target_branch are missing
             * @example name, path are missing, at least one parameter must be provided
             */
            message: string;
        };
        /**
         * @description A parameter is outside its enumeration or of the wrong type (400), or no route matched (404). `error` only: a
         *     missing parameter is a MissingParameterError, which also carries `message`.
         * @example {
         *       "error": "state does not have a valid value"
         *     }
         */
        ParameterError: {
            /**
             * @description Names the parameters and what is wrong with them.
             * @example state does not have a valid value
             * @example per_page is invalid
             * @example 404 Not Found
             */
            error: string;
        };
        /**
         * @description A helper error with a status text, e.g. `404 Project Not Found` or `403 Forbidden`.
         * @example {
         *       "message": "404 Project Not Found"
         *     }
         */
        MessageError: {
            /**
             * @description The status and its text, as the service words it.
             * @example 401 Unauthorized
             * @example 403 Forbidden
             * @example 404 Project Not Found
             * @example 409 Conflict
             * @example 400 Bad request - Page must be at least 1
             */
            message: string;
        };
        /**
         * @description The validation messages of an embedded entity, attribute name to error messages.
         * @example {
         *       "name": [
         *         "has already been taken"
         *       ]
         *     }
         */
        EmbeddedValidationMessages: {
            [key: string]: string[];
        };
        /**
         * @description Attribute name to error messages, or to the messages of an embedded entity (which are attribute name to error
         *     messages in turn; embedded entities are not nested deeper).
         * @example {
         *       "path": [
         *         "has already been taken"
         *       ]
         *     }
         */
        ValidationMessages: {
            [key: string]: string[] | components["schemas"]["EmbeddedValidationMessages"];
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
            /** @description Why the token may not make the call, naming the scopes that would allow it. */
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
            /** @description The ID of the user. */
            id: number;
            /** @description The username of the user. */
            username: string;
            /** @description The display name of the user. */
            name: string;
            /**
             * @description Whether the user is active or blocked.
             * @enum {string}
             */
            state: "active" | "blocked";
            /**
             * Format: uri
             * @description The address of the user's avatar, or null.
             */
            avatar_url: string | null;
            /**
             * Format: uri
             * @description The address of the user's profile in the web interface.
             */
            web_url: string;
        };
        /**
         * @description A user. The profile fields (`bio`, `location`, `organization`, …) are public. `email`, `is_admin`,
         *     `projects_limit`, `can_create_project`, `can_create_group`, `external`, the sign-in and activity times,
         *     `theme_id`, `color_scheme_id`, `identities`, `two_factor_enabled`, `private_profile` and `commit_email` are shown
         *     only to the user themself and to administrators; `note`, `namespace_id`, the sign-in addresses and
         *     `sign_in_count` only to administrators.
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
         *       "bot": false,
         *       "location": "",
         *       "skype": "",
         *       "linkedin": "",
         *       "twitter": "",
         *       "website_url": "",
         *       "organization": "",
         *       "job_title": "",
         *       "email": "alice@example.com",
         *       "is_admin": false,
         *       "projects_limit": 100000,
         *       "can_create_project": true,
         *       "can_create_group": true,
         *       "external": false,
         *       "last_sign_in_at": null,
         *       "confirmed_at": "2017-04-29T08:46:00.000Z",
         *       "last_activity_on": null,
         *       "current_sign_in_at": null,
         *       "theme_id": 1,
         *       "color_scheme_id": 1,
         *       "identities": [],
         *       "two_factor_enabled": false,
         *       "private_profile": false,
         *       "commit_email": "alice@example.com",
         *       "note": null,
         *       "namespace_id": 2,
         *       "current_sign_in_ip": null,
         *       "last_sign_in_ip": null,
         *       "sign_in_count": 0
         *     }
         */
        User: {
            /**
             * Format: date-time
             * @description When the user's account was created.
             */
            created_at: string;
            /** @description The user's biography (empty when none). */
            bio: string;
            /** @description The email address shown on the user's profile, or null. */
            public_email: string | null;
            /** @description Whether the user is a bot account; users created through this API are not. */
            bot: boolean;
            /** @description Where the user is, as they wrote it; empty when not given. */
            location: string;
            /** @description The user's Skype name; empty when not given. */
            skype: string;
            /** @description The user's LinkedIn name; empty when not given. */
            linkedin: string;
            /** @description The user's X (Twitter) handle; empty when not given. */
            twitter: string;
            /** @description The user's website; empty when not given. */
            website_url: string;
            /** @description The user's organization; empty when not given. */
            organization: string;
            /** @description The user's job title; empty when not given. */
            job_title: string;
            /**
             * Format: email
             * @description The primary email address of the user.
             */
            email?: string;
            /** @description Whether the user is an administrator. */
            is_admin?: boolean;
            /** @description How many projects the user may create in their namespace. */
            projects_limit?: number;
            /** @description Whether the user may create projects. */
            can_create_project?: boolean;
            /** @description Whether the user may create top-level groups. */
            can_create_group?: boolean;
            /** @description Whether the user is external (sees only the projects they are a member of, and public ones). */
            external?: boolean;
            /**
             * Format: date-time
             * @description When the user last signed in, or null.
             */
            last_sign_in_at?: string | null;
            /**
             * Format: date-time
             * @description When the e-mail address was confirmed; users are confirmed when they are created.
             */
            confirmed_at?: string | null;
            /**
             * Format: date
             * @description The last day the user made an authenticated request (recorded once a day at most).
             */
            last_activity_on?: string | null;
            /**
             * Format: date-time
             * @description When the current web session was signed in.
             */
            current_sign_in_at?: string | null;
            /** @description The interface theme the user chose (1 by default). */
            theme_id?: number;
            /** @description The syntax highlighting scheme the user chose (1 by default). */
            color_scheme_id?: number;
            /** @description Sign-ins through external providers; this server has none, so always empty. */
            identities?: Record<string, never>[];
            /** @description Always false; this server has no two-factor authentication. */
            two_factor_enabled?: boolean;
            /** @description Whether the user's profile is private. */
            private_profile?: boolean;
            /** @description The address used for commits made through the web; the primary e-mail address. */
            commit_email?: string;
            /** @description The administrators' note about the user. */
            note?: string | null;
            /** @description The id of the user's personal namespace. */
            namespace_id?: number;
            /** @description The address the current web session was signed in from. */
            current_sign_in_ip?: string | null;
            /** @description The address of the sign-in before the current one. */
            last_sign_in_ip?: string | null;
            /** @description How many web sign-ins the user made. */
            sign_in_count?: number;
        } & components["schemas"]["UserBasic"];
        /** @description The attributes of a user that an administrator sets on create and may change later. */
        UserAttributes: {
            /**
             * Format: email
             * @description The email address of the user.
             */
            email?: string;
            /** @description The username of the user (its namespace path). */
            username?: string;
            /** @description The display name of the user. */
            name?: string;
            /**
             * @description 8 to 128 characters; other lengths are a model validation error (400 with `message.password`), as in the real
             *     service.
             */
            password?: string;
            /** @description Whether the user may create top-level groups. */
            can_create_group?: boolean;
            /** @description Whether the user is external (sees only the projects they are a member of, and public ones). */
            external?: boolean;
            /** @description The user's biography. */
            bio?: string;
            /** @description Where the user is, as they wrote it; empty when not given. */
            location?: string;
            /** @description The user's Skype name; empty when not given. */
            skype?: string;
            /** @description The user's LinkedIn name; empty when not given. */
            linkedin?: string;
            /** @description The user's X (Twitter) handle; empty when not given. */
            twitter?: string;
            /** @description The user's website; empty when not given. */
            website_url?: string;
            /** @description The user's organization; empty when not given. */
            organization?: string;
            /** @description The user's job title; empty when not given. */
            job_title?: string;
            /** @description An administrators' note about the user, shown only to administrators. */
            note?: string;
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
            /** @description Set a random password; the user would reset it by e-mail (no e-mail is sent by this server). */
            reset_password?: boolean;
            /** @description Set a random password instead of `password`. */
            force_random_password?: boolean;
            /**
             * @description Whether the user is an administrator.
             * @default false
             */
            admin?: boolean;
            /** @description Defaults to the instance's `default_projects_limit`. */
            projects_limit?: number;
            /**
             * @description Whether the user's profile is private.
             * @default false
             */
            private_profile?: boolean;
            /**
             * @description The interface theme the user chose (1 by default).
             * @default 1
             */
            theme_id?: number;
            /**
             * @description The syntax highlighting scheme the user chose (1 by default).
             * @default 1
             */
            color_scheme_id?: number;
            /** @description Accepted for compatibility; users are always confirmed. */
            skip_confirmation?: boolean;
        } & WithRequired<components["schemas"]["UserAttributes"], "email" | "username" | "name">;
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
        UserCreateRequest: components["schemas"]["UserAccount"];
        /**
         * @description The attributes of a user to change; those not given keep their values. An empty body changes nothing and answers
         *     the user as they are, as in the real service.
         * @example {
         *       "name": "Alice Kingsleigh",
         *       "job_title": "Engineer",
         *       "location": "Oxford"
         *     }
         */
        UserEditRequest: {
            /** @description Whether the user is an administrator. */
            admin?: boolean;
            /** @description How many personal projects the user may create. */
            projects_limit?: number;
            /** @description Whether the user's profile is private. */
            private_profile?: boolean;
            /** @description The interface theme the user chose. */
            theme_id?: number;
            /** @description The syntax highlighting scheme the user chose. */
            color_scheme_id?: number;
            /** @description Accepted for compatibility; a changed e-mail address is always confirmed at once. */
            skip_reconfirmation?: boolean;
        } & components["schemas"]["UserAttributes"];
        /**
         * @description `api` full API access; `read_api` read-only API access; `read_user` the caller's own user and the user list;
         *     `sudo` act as another user (administrators only); `read_repository`/`write_repository` git over HTTP.
         * @example api
         * @enum {string}
         */
        AccessTokenScope: "api" | "read_api" | "read_user" | "sudo" | "read_repository" | "write_repository";
        /**
         * @description A date, `YYYY-MM-DD`. A full timestamp (`2030-01-01T12:00:00Z`, as some clients send) is accepted too and only
         *     its date part, as written, is kept, as the real service's date parameters do.
         * @example 2030-01-01
         * @example 2030-01-01T12:00:00Z
         */
        DateParameter: string;
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
            /** @description The name of the token. */
            name: string;
            /** @description The scopes the token grants. */
            scopes: components["schemas"]["AccessTokenScope"][];
            /**
             * @description The token stops working at the start of this day (UTC); never when absent or null. A full timestamp is
             *     accepted and its date part kept.
             */
            expires_at?: components["schemas"]["DateParameter"] | null;
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
         *       "last_used_at": null,
         *       "active": true,
         *       "expires_at": null,
         *       "impersonation": true,
         *       "token": "rhsimp-EwXq3LxPzF3gHjKm5nQ7aBcDeFgHiJkLmNo"
         *     }
         */
        AccessToken: {
            /** @description The ID of the token. */
            id: number;
            /** @description The name of the token. */
            name: string;
            /** @description Whether the token was revoked. */
            revoked: boolean;
            /**
             * Format: date-time
             * @description When the token was created.
             */
            created_at: string;
            /** @description The scopes the token grants. */
            scopes: components["schemas"]["AccessTokenScope"][];
            /** @description The ID of the user the token belongs to. */
            user_id: number;
            /**
             * Format: date-time
             * @description When the token last authenticated a request, to the minute: it is recorded at most once a minute, as in the
             *     real service; null when never used.
             */
            last_used_at: string | null;
            /** @description Whether the token can be used (not revoked, not expired). */
            active: boolean;
            /**
             * Format: date
             * @description The date the token expires (at midnight UTC), or null when it does not.
             */
            expires_at: string | null;
            /** @description Whether the token is an impersonation token. */
            impersonation: boolean;
            /** @description The secret value of the token, shown only when it is created. */
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
            /** @description The ID of the namespace. */
            id: number;
            /** @description The name of the namespace. */
            name: string;
            /** @description The path of the namespace (its last URL segment). */
            path: string;
            /**
             * @description Whether the namespace is a user's or a group's.
             * @enum {string}
             */
            kind: "user" | "group";
            /** @description The full path of the namespace, with its parent groups. */
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
            /** @description The ID of the project. */
            id: number;
            /** @description The description of the project, or null. */
            description: string | null;
            /** @description The name of the project. */
            name: string;
            /** @description The name of the project preceded by its namespace's name. */
            name_with_namespace: string;
            /** @description The path of the project (its last URL segment). */
            path: string;
            /** @description The full path of the project, with its namespace. */
            path_with_namespace: string;
            /**
             * Format: date-time
             * @description When the project was created.
             */
            created_at: string;
            /**
             * @description The repository's default branch (its `HEAD`); `master` unless another was given, even while the repository
             *     has no commits.
             */
            default_branch: string;
            /** @description The topics of the project. */
            tag_list: string[];
            /** @description The address to clone the repository over SSH. */
            ssh_url_to_repo: string;
            /**
             * Format: uri
             * @description The address to clone the repository over HTTP(S).
             */
            http_url_to_repo: string;
            /**
             * Format: uri
             * @description The address of the project in the web interface.
             */
            web_url: string;
            /**
             * Format: uri
             * @description Where the project's avatar image is served (`<external URL>/uploads/-/system/project/avatar/<id>/<file name>`)
             *     to whoever can read the project; null without one.
             */
            avatar_url: string | null;
            /** @description How many users starred the project. */
            star_count: number;
            /** @description How many projects are direct forks of this one (whether or not the caller can see them). */
            forks_count: number;
            /**
             * Format: date-time
             * @description When the project last saw activity (a push, an issue or merge request change).
             */
            last_activity_at: string;
            namespace: components["schemas"]["NamespaceBasic"];
        };
        /** @description The user owning a project's namespace. */
        ProjectOwner: {
            /** @description The ID of the user who owns the project. */
            id: number;
            /** @description The display name of the owner. */
            name: string;
            /** @description The username of the owner. */
            username: string;
            /**
             * Format: date-time
             * @description When the owner's account was created.
             */
            created_at: string;
        };
        /**
         * @description 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner.
         * @example 30
         * @enum {integer}
         */
        AccessLevel: 10 | 20 | 30 | 40 | 50;
        /**
         * @description The caller's access through project membership (`project_access`) or group membership (`group_access`).
         *     Access levels: 10 guest, 20 reporter, 30 developer, 40 maintainer, 50 owner.
         *     Notification levels: 0 disabled, 1 participating, 2 watch, 3 global, 4 mention, 5 custom.
         * @example {
         *       "access_level": 50,
         *       "notification_level": 3
         *     }
         */
        ProjectAccess: {
            access_level: components["schemas"]["AccessLevel"];
            /**
             * @description The caller's notification level for the project or group.
             * @enum {integer}
             */
            notification_level: 0 | 1 | 2 | 3 | 4 | 5;
        };
        /** @description A group a project is shared with, and the access its members get (at most). */
        ProjectSharedWithGroup: {
            /** @description The ID of the group the project is shared with. */
            group_id: number;
            /** @description The name of the group. */
            group_name: string;
            /** @description The full path of the group. */
            group_full_path: string;
            group_access_level: components["schemas"]["AccessLevel"];
            /**
             * Format: date
             * @description The last day of the share, or null when it does not expire.
             */
            expires_at: string | null;
        };
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
            /** @description The number of commits on the default branch. */
            commit_count: number;
            /** @description The total storage used by the project, in bytes. */
            storage_size: number;
            /** @description The size of the Git repository, in bytes. */
            repository_size: number;
            /** @description The size of the project's LFS objects, in bytes. */
            lfs_objects_size: number;
            /** @description The size of the project's job artifacts, in bytes. */
            job_artifacts_size: number;
        };
        /**
         * @description A project. `owner` is present for projects in a user's namespace. `runners_token` is shown only to maintainers
         *     and above. `statistics` is present only when asked for with `statistics=true` by a reporter or above.
         */
        Project: {
            visibility: components["schemas"]["Visibility"];
            /** @description The user owning the namespace; null for a project in a group. */
            owner: components["schemas"]["ProjectOwner"] | null;
            /** @description Whether issues are enabled for the project. */
            issues_enabled: boolean;
            /** @description Whether merge requests are enabled for the project. */
            merge_requests_enabled: boolean;
            /** @description Whether CI/CD jobs are enabled for the project. */
            jobs_enabled: boolean;
            /** @description Whether the wiki is enabled for the project. */
            wiki_enabled: boolean;
            /** @description Whether snippets are enabled for the project. */
            snippets_enabled: boolean;
            /** @description Whether the container registry is enabled for the project. */
            container_registry_enabled: boolean;
            /** @description The project's open issues; confidential ones count only for reporters and above and administrators. */
            open_issues_count: number;
            /** @description Whether discussions on lines a push changed are resolved. */
            resolve_outdated_diff_discussions: boolean;
            /** @description The ID of the user who created the project. */
            creator_id: number;
            /**
             * @description `none` for a project that was neither imported nor forked; otherwise `scheduled`, then `started`, then
             *     `finished` or `failed` (with `import_error`).
             * @enum {string}
             */
            import_status: "none" | "scheduled" | "started" | "finished" | "failed";
            /** @description The error of a failed import, or null. */
            import_error: string | null;
            /**
             * @description The URL the repository was imported from, without any credentials it was given with; null when it was
             *     not imported. Shown only to maintainers, owners and administrators.
             */
            import_url?: string | null;
            /**
             * @description The caller's access. `project_access`: their direct membership of the project. `group_access`: the highest
             *     access they have through groups: membership of the project's group or one of its ancestors, and
             *     membership of a group the project is shared with (capped at the share's level). Expired memberships and
             *     shares count for nothing. The caller's effective access is the higher of the two; each is null when the
             *     caller has no such access.
             */
            permissions: {
                project_access: components["schemas"]["ProjectAccess"] | null;
                group_access: components["schemas"]["ProjectAccess"] | null;
            };
            /** @description Whether the project is archived (read-only). */
            archived: boolean;
            /** @description Whether instance runners may run the project's jobs. */
            shared_runners_enabled: boolean;
            /** @description Secret; shown only to maintainers, owners and administrators. */
            runners_token?: string;
            /** @description Whether users who are not members may view the project's jobs. */
            public_jobs: boolean;
            /**
             * @description The groups the project is shared with (`POST /projects/{id}/share`), oldest share first; expired shares
             *     and groups the caller cannot see are left out.
             */
            shared_with_groups: components["schemas"]["ProjectSharedWithGroup"][];
            /** @description Whether merges need the latest pipeline to have succeeded. */
            only_allow_merge_if_pipeline_succeeds: boolean;
            /** @description Whether merges need all discussions resolved. */
            only_allow_merge_if_all_discussions_are_resolved: boolean;
            /** @description Set with the create parameter `printing_merge_request_link_enabled`. */
            printing_merge_requests_link_enabled: boolean;
            /** @description Whether users may request to become members. */
            request_access_enabled: boolean;
            /** @description Whether Git LFS is enabled for the project. */
            lfs_enabled: boolean;
            /** @description The path of the CI configuration file, or null for the default. */
            ci_config_path: string | null;
            /**
             * Format: date-time
             * @description When the project was last changed.
             */
            updated_at: string;
            statistics?: components["schemas"]["ProjectStatistics"];
            /**
             * @description The project this one was forked from, in the reduced form. Present only for forks, and only when the
             *     caller can see the source.
             */
            forked_from_project?: components["schemas"]["ProjectSimple"];
            /** @description API addresses of the project and its related resources. */
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
        } & components["schemas"]["ProjectSimple"];
        /** @description A project as listed, in full or, with `simple=true`, in its simple form. */
        ProjectListEntry: components["schemas"]["Project"] | components["schemas"]["ProjectSimple"];
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
            /** @description The description of the project. */
            description?: string;
            /** @description Enable issues for the project. */
            issues_enabled?: boolean;
            /** @description Enable merge requests for the project. */
            merge_requests_enabled?: boolean;
            /** @description Enable CI/CD jobs for the project. */
            jobs_enabled?: boolean;
            /** @description Enable the wiki for the project. */
            wiki_enabled?: boolean;
            /** @description Enable snippets for the project. */
            snippets_enabled?: boolean;
            /** @description Enable the container registry for the project. */
            container_registry_enabled?: boolean;
            /** @description On create, defaults to the instance's `shared_runners_enabled` setting. */
            shared_runners_enabled?: boolean;
            /** @description Resolve discussions on lines a push changed. */
            resolve_outdated_diff_discussions?: boolean;
            visibility?: components["schemas"]["Visibility"];
            /**
             * Format: uri
             * @description URL of a git repository to import; credentials in it are never shown back.
             */
            import_url?: string;
            /** @description true lets non-members view jobs. */
            public_jobs?: boolean;
            /** @description Allow merges only when the latest pipeline succeeded. */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /** @description Allow merges only when all discussions are resolved. */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /** @description Enable Git LFS for the project. */
            lfs_enabled?: boolean;
            /** @description Allow users to request to become members. */
            request_access_enabled?: boolean;
            /** @description The topics of the project. */
            tag_list?: string[];
            /** @description The path of the CI configuration file. */
            ci_config_path?: string;
        };
        /**
         * @description The project's name, unique (case-insensitively) in its namespace.
         * @example Diaspora Client
         */
        ProjectName: string;
        /**
         * @description The last part of the project's full path, unique (case-insensitively) in its namespace: ASCII letters, digits,
         *     `_`, `-` and `.`, not starting with `-` and not ending in `.git` or `.atom`. Another value is refused by the
         *     model with the real service's message (a validation error, not a parameter error):
         *     `{"message":{"path":["can contain only letters, digits, '_', '-' and '.'. Cannot start with '-', end in '.git' or end in '.atom'"]}}`.
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
        ProjectCreateRequest: {
            name?: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /**
             * Format: int32
             * @description The namespace to create the project in; defaults to the caller's own namespace.
             */
            namespace_id?: number;
            /**
             * @description The repository's default branch: `master` when not given, or for an import (`import_url`) the branch the
             *     source's `HEAD` names. A name git does not accept as a branch name gives 400
             *     `{"message":{"default_branch":["is invalid"]}}`.
             */
            default_branch?: string;
            /**
             * @description true gives the repository a first commit on the default branch, by the creator, adding `README.md`
             *     with the content `# <project name>` and a newline.
             * @default false
             */
            initialize_with_readme?: boolean;
            /**
             * @description Shown as `printing_merge_requests_link_enabled`.
             * @default true
             */
            printing_merge_request_link_enabled?: boolean;
            /**
             * @description Enable issues for the project.
             * @default true
             */
            issues_enabled?: boolean;
            /**
             * @description Enable merge requests for the project.
             * @default true
             */
            merge_requests_enabled?: boolean;
            /**
             * @description Enable CI/CD jobs for the project.
             * @default true
             */
            jobs_enabled?: boolean;
            /**
             * @description Enable the wiki for the project.
             * @default true
             */
            wiki_enabled?: boolean;
            /**
             * @description Enable snippets for the project.
             * @default true
             */
            snippets_enabled?: boolean;
            /**
             * @description Enable the container registry for the project.
             * @default true
             */
            container_registry_enabled?: boolean;
            /**
             * @description Resolve discussions on lines a push changed.
             * @default false
             */
            resolve_outdated_diff_discussions?: boolean;
            /**
             * @description Let users who are not members view the project's jobs.
             * @default true
             */
            public_jobs?: boolean;
            /**
             * @description Allow merges only when the latest pipeline succeeded.
             * @default false
             */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /**
             * @description Allow merges only when all discussions are resolved.
             * @default false
             */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /**
             * @description Enable Git LFS for the project.
             * @default true
             */
            lfs_enabled?: boolean;
            /**
             * @description Allow users to request to become members.
             * @default true
             */
            request_access_enabled?: boolean;
        } & components["schemas"]["ProjectSettings"];
        /** @description The project's avatar, sent as the `multipart/form-data` part `avatar`. */
        ProjectAvatar: {
            /**
             * Format: binary
             * @description An image file, judged by its file name's extension: `png`, `jpg`, `jpeg`, `gif`, `bmp`, `tiff`, `ico` or
             *     `webp`; at most 200 KB. It replaces the project's avatar (the previous file is removed) and is served at
             *     `avatar_url`.
             */
            avatar?: string;
        };
        /**
         * @description A new project sent as `multipart/form-data`, which may carry an `avatar` file.
         * @example {
         *       "name": "Diaspora Client",
         *       "avatar": "(binary image)"
         *     }
         */
        ProjectCreateMultipartRequest: components["schemas"]["ProjectCreateRequest"] & components["schemas"]["ProjectAvatar"];
        /**
         * @description The attributes an edit may change; `ProjectEditRequest` adds that at least one is given.
         * @example {
         *       "description": "A client for the API"
         *     }
         */
        ProjectEditAttributes: {
            name?: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /**
             * @description The repository's default branch (`master` for a new project unless another was given); the repository's
             *     `HEAD` moves with it, so clones check it out. It must be an existing branch, except in a repository
             *     without branches, where any valid branch name is accepted (the first push to it creates it). A name git
             *     does not accept as a branch name gives 400 `{"message":{"default_branch":["is invalid"]}}`; a branch the
             *     repository does not have 400 `{"message":"Could not set the default branch"}`.
             */
            default_branch?: string;
        } & components["schemas"]["ProjectSettings"];
        /**
         * @description Changes to a project. Send only the attributes to change (clients send the ones that changed): the others keep
         *     their values. At least one of them is required; none gives
         *     400 `{"error":"ci_config_path, container_registry_enabled, default_branch, description, import_url, issues_enabled, jobs_enabled, lfs_enabled, merge_requests_enabled, name, only_allow_merge_if_all_discussions_are_resolved, only_allow_merge_if_pipeline_succeeds, path, public_jobs, request_access_enabled, resolve_outdated_diff_discussions, shared_runners_enabled, snippets_enabled, tag_list, visibility, wiki_enabled are missing, at least one parameter must be provided","message":"ci_config_path, container_registry_enabled, default_branch, description, import_url, issues_enabled, jobs_enabled, lfs_enabled, merge_requests_enabled, name, only_allow_merge_if_all_discussions_are_resolved, only_allow_merge_if_pipeline_succeeds, path, public_jobs, request_access_enabled, resolve_outdated_diff_discussions, shared_runners_enabled, snippets_enabled, tag_list, visibility, wiki_enabled are missing, at least one parameter must be provided"}`.
         *     `name` is not required, although an older description of the API lists it as such.
         * @example {
         *       "description": "A client for the API",
         *       "visibility": "public"
         *     }
         */
        ProjectEditRequest: components["schemas"]["ProjectEditAttributes"];
        /**
         * @description Changes to a project sent as `multipart/form-data`: as `ProjectEditRequest`, except that an `avatar` file alone
         *     is also a change.
         * @example {
         *       "avatar": "(binary image)"
         *     }
         */
        ProjectEditMultipartRequest: components["schemas"]["ProjectEditAttributes"] & components["schemas"]["ProjectAvatar"];
        /**
         * @description The file, sent as a `multipart/form-data` part named `file`.
         * @example {
         *       "file": "(binary file contents, sent with the file name screenshot.png)"
         *     }
         */
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
            /** @description Markdown that links to the uploaded file (an image embed for images). */
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
            /** @description The key of the attribute. */
            key: string;
            /** @description The value of the attribute. */
            value: string;
        };
        /**
         * @description The value of a custom attribute.
         * @example {
         *       "value": "red"
         *     }
         */
        CustomAttributeUpdateRequest: {
            /** @description The value to set. */
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
        Member: {
            access_level: components["schemas"]["AccessLevel"];
            /**
             * Format: date
             * @description The last day of the membership, or null when it does not expire.
             */
            expires_at: string | null;
        } & components["schemas"]["UserBasic"];
        /**
         * @description `YYYY-MM-DD`: the last day (UTC) of the access; from the next day on it grants nothing. `null` (as clients send for
         *     "no expiry") or the empty value (`expires_at=` in a form) means none, and on an edit removes the expiry. A date
         *     before today gives 400 `{"message":{"expires_at":["cannot be a date in the past"]}}`.
         * @example 2030-12-31
         */
        MembershipExpiry: string | null;
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
            /** @description The ID of the share. */
            id: number;
            /** @description The ID of the shared project. */
            project_id: number;
            /** @description The ID of the group the project is shared with. */
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
            /** @description The name of the group. */
            name: string;
            /** @description The path of the group (its last URL segment). */
            path: string;
            /** @description The description of the group (empty when none). */
            description: string;
            visibility: components["schemas"]["Visibility"];
            /** @description Whether Git LFS is enabled for the group's projects by default. */
            lfs_enabled: boolean;
            /** @description The address of the group's avatar, or null. */
            avatar_url: string | null;
            /**
             * Format: uri
             * @description The address of the group in the web interface.
             */
            web_url: string;
            /** @description Whether users may request to become members. */
            request_access_enabled: boolean;
            /** @description The name of the group with the names of its parent groups. */
            full_name: string;
            /** @description The path of the group with the paths of its parent groups. */
            full_path: string;
            /** @description The parent group's id; null for a top-level group. */
            parent_id: number | null;
            /**
             * Format: date-time
             * @description When the group was created.
             */
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
            /** @description The name of the group. */
            name: string;
            /**
             * @description The URL segment of the group. The resulting full path must not be taken by another namespace (a user or a
             *     group; compared case-insensitively).
             */
            path: string;
            /** @description The description of the group. */
            description?: string;
            visibility?: components["schemas"]["Visibility"];
            /** @description Creates a subgroup of this group; the caller must be an owner of it. */
            parent_id?: number;
            /**
             * @description Enable Git LFS for the group's projects by default.
             * @default true
             */
            lfs_enabled?: boolean;
            /**
             * @description Allow users to request to become members.
             * @default false
             */
            request_access_enabled?: boolean;
        };
        /** @description Why a group was not created; a missing or invalid parameter, a model validation failure, or a malformed body. */
        GroupCreateError: components["schemas"]["MissingParameterError"] | components["schemas"]["ParameterError"] | components["schemas"]["ValidationError"] | components["schemas"]["MessageError"];
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
            /** @description The ID of the namespace. */
            id: number;
            /** @description The name of the namespace. */
            name: string;
            /** @description The path of the namespace (its last URL segment). */
            path: string;
            /**
             * @description Whether the namespace is a user's or a group's.
             * @enum {string}
             */
            kind: "user" | "group";
            /** @description The full path of the namespace, with its parent groups. */
            full_path: string;
            /** @description The parent group of a subgroup; null otherwise. */
            parent_id: number | null;
            /**
             * Format: uri
             * @description The address of the namespace in the web interface.
             */
            web_url: string;
        };
        /**
         * @description Where to fork a project to, and under which name and path. Every attribute is optional: without a namespace the
         *     fork goes to the caller's own namespace, as in the real service, whose clients send `namespace_id`,
         *     `namespace_path` or nothing.
         *     When several namespace attributes are given, `namespace_id` wins over `namespace_path`, which wins over
         *     `namespace`.
         * @example {
         *       "namespace_path": "alice",
         *       "path": "diaspora-client-fork",
         *       "name": "Diaspora Client Fork"
         *     }
         */
        ProjectForkRequest: {
            /**
             * @description The numeric id or the full path (`diaspora/frontend`) of the namespace the fork is created in: the caller's
             *     own namespace, a group the caller may create projects in (maintainer or above), or any namespace for
             *     administrators. A value made only of digits is an id. The older spelling of `namespace_id` and
             *     `namespace_path`.
             * @example alice
             * @example 5
             */
            namespace?: number | string;
            /** @description The id of the namespace the fork is created in (same rules as `namespace`). */
            namespace_id?: number;
            /** @description The full path of the namespace the fork is created in (same rules as `namespace`). */
            namespace_path?: string;
            /** @description The fork's name; the source's name by default. */
            name?: components["schemas"]["ProjectName"];
            /** @description The fork's path; the source's path by default. */
            path?: components["schemas"]["ProjectPath"];
        };
        /**
         * @description Protection of a default branch: `0` not protected, `1` partially protected (developers may push, no force push or delete), `2` fully protected.
         * @enum {integer}
         */
        BranchProtection: 0 | 1 | 2;
        /**
         * @description Minimum DSA key size in bits: `0` no restriction, `-1` DSA keys refused.
         * @enum {integer}
         */
        DsaKeyRestriction: -1 | 0 | 1024 | 2048 | 3072;
        /**
         * @description Minimum ECDSA key size in bits: `0` no restriction, `-1` ECDSA keys refused.
         * @enum {integer}
         */
        EcdsaKeyRestriction: -1 | 0 | 256 | 384 | 521;
        /**
         * @description Minimum ED25519 key size in bits: `0` no restriction, `-1` ED25519 keys refused.
         * @enum {integer}
         */
        Ed25519KeyRestriction: -1 | 0 | 256;
        /**
         * @description A source projects may be imported from.
         * @enum {string}
         */
        ImportSource: "github" | "bitbucket" | "gitlab" | "google_code" | "fogbugz" | "git" | "gitlab_project";
        /**
         * @description Minimum RSA key size in bits: `0` no restriction, `-1` RSA keys refused.
         * @enum {integer}
         */
        RsaKeyRestriction: -1 | 0 | 1024 | 2048 | 3072 | 4096;
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
             */
            default_branch_protection: components["schemas"]["BranchProtection"];
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
             */
            dsa_key_restriction: components["schemas"]["DsaKeyRestriction"];
            /**
             * @description Minimum ECDSA key size in bits: `0` no restriction, `-1` ECDSA keys refused, or 256, 384, 521.
             * @default 0
             */
            ecdsa_key_restriction: components["schemas"]["EcdsaKeyRestriction"];
            /**
             * @description Minimum ED25519 key size in bits: `0` no restriction, `-1` ED25519 keys refused, or 256.
             * @default 0
             */
            ed25519_key_restriction: components["schemas"]["Ed25519KeyRestriction"];
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
            import_sources: components["schemas"]["ImportSource"][];
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
             * @description Multiplier of the clients' polling intervals; `0.0` disables polling. A decimal, sent as a JSON string
             *     (`"1.0"`) as the real service serialises decimals: clients with typed decoding expect a string.
             * @default 1.0
             */
            polling_interval_multiplier: string;
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
             * @description Enabled storage names; new projects land in one chosen at random. This server has one storage, `default`;
             *     another name gives 400 `{"message":{"repository_storages":["can't include: <names>"]}}`.
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
             */
            rsa_key_restriction: components["schemas"]["RsaKeyRestriction"];
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
             * @description Share of the workers a throttled queue may use, strictly between 0 and 1; required when
             *     `jobqueue_throttling_enabled` is true. A decimal, sent as a JSON string (`"0.5"`) as the real service
             *     serialises decimals.
             * @default null
             */
            jobqueue_throttling_factor: string | null;
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
            /**
             * Format: int32
             * @description Attempts to access a storage before the circuit breaker opens.
             */
            circuitbreaker_access_retries?: number;
            /**
             * Format: int32
             * @description Seconds between storage checks.
             */
            circuitbreaker_check_interval?: number;
            /**
             * Format: int32
             * @description Failures after which storage access is prevented.
             */
            circuitbreaker_failure_count_threshold?: number;
            /**
             * Format: int32
             * @description Seconds failure information is kept.
             */
            circuitbreaker_failure_reset_time?: number;
            /**
             * Format: int32
             * @description Seconds to wait for a storage access.
             */
            circuitbreaker_storage_timeout?: number;
            /** @description DSN of the client-side error tracker; required when `clientside_errtrack_enabled` is true. */
            clientside_errtrack_dsn?: string | null;
            /** @description Report client-side errors to an error tracker. */
            clientside_errtrack_enabled?: boolean;
            /**
             * Format: int32
             * @description Minutes a container registry token stays valid.
             */
            container_registry_token_expire_delay?: number;
            /** @description Default expiry of job artifacts, e.g. `30 days`. */
            default_artifacts_expire_in?: string;
            /** @description Protection of the default branch of new projects: `0` not protected, `1` partially protected (developers may push, no force push or delete), `2` fully protected. */
            default_branch_protection?: components["schemas"]["BranchProtection"];
            /** @description Visibility of new groups. */
            default_group_visibility?: components["schemas"]["Visibility"];
            /** @description Visibility of a new project created without `visibility`. */
            default_project_visibility?: components["schemas"]["Visibility"];
            /**
             * Format: int32
             * @description How many projects a new user may create in their own namespace.
             */
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
            /** @description Minimum DSA key size in bits: `0` no restriction, `-1` DSA keys refused, or 1024, 2048, 3072. */
            dsa_key_restriction?: components["schemas"]["DsaKeyRestriction"];
            /** @description Minimum ECDSA key size in bits: `0` no restriction, `-1` ECDSA keys refused, or 256, 384, 521. */
            ecdsa_key_restriction?: components["schemas"]["EcdsaKeyRestriction"];
            /** @description Minimum ED25519 key size in bits: `0` no restriction, `-1` ED25519 keys refused, or 256. */
            ed25519_key_restriction?: components["schemas"]["Ed25519KeyRestriction"];
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
            /**
             * Format: int32
             * @description Pushes after which a full repack runs.
             */
            housekeeping_full_repack_period?: number;
            /**
             * Format: int32
             * @description Pushes after which `git gc` runs.
             */
            housekeeping_gc_period?: number;
            /**
             * Format: int32
             * @description Pushes after which an incremental repack runs.
             */
            housekeeping_incremental_repack_period?: number;
            /** @description Send HTML e-mails besides plain text. */
            html_emails_enabled?: boolean;
            /** @description Sources projects may be imported from. */
            import_sources?: components["schemas"]["ImportSource"][];
            /**
             * Format: int32
             * @description Maximum size of job artifacts, in megabytes.
             */
            max_artifacts_size?: number;
            /**
             * Format: int32
             * @description Maximum size of an upload, in megabytes.
             */
            max_attachment_size?: number;
            /**
             * Format: int32
             * @description Maximum size of a pages site, in megabytes.
             */
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
            /**
             * @description Multiplier of the clients' polling intervals; `0` disables polling. A decimal, given as a JSON number
             *     (`1.5`) or as a string (`"1.5"`, as the setting is read back).
             */
            polling_interval_multiplier?: number | string;
            /** @description Allow projects to be exported. */
            project_export_enabled?: boolean;
            /** @description Run periodic repository integrity checks. */
            repository_checks_enabled?: boolean;
            /**
             * @description Enabled storage names; new projects land in one chosen at random. This server has one storage, `default`;
             *     another name gives 400 `{"message":{"repository_storages":["can't include: <names>"]}}`.
             */
            repository_storages?: string[];
            /** @description Require every user to set up two-factor authentication. */
            require_two_factor_authentication?: boolean;
            /** @description Visibility levels that non-administrators may not use for projects, groups and snippets; null for none. */
            restricted_visibility_levels?: components["schemas"]["Visibility"][] | null;
            /** @description Minimum RSA key size in bits: `0` no restriction, `-1` RSA keys refused, or 1024, 2048, 3072, 4096. */
            rsa_key_restriction?: components["schemas"]["RsaKeyRestriction"];
            /** @description Send a confirmation e-mail on sign-up. */
            send_user_confirmation_email?: boolean;
            /**
             * Format: int32
             * @description Minutes a web session lasts; a restart applies a change.
             */
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
            /**
             * @description Share of the workers a throttled queue may use, strictly between 0 and 1; required when
             *     `jobqueue_throttling_enabled` is true. A decimal, given as a JSON number (`0.5`) or as a string (`"0.5"`, as
             *     the setting is read back).
             */
            jobqueue_throttling_factor?: number | string | null;
            /** @description Queues to throttle; required (non-empty) when `jobqueue_throttling_enabled` is true. */
            jobqueue_throttling_queues?: string[] | null;
            /**
             * Format: int32
             * @description Maximum seconds a web terminal session lasts; `0` means unlimited.
             */
            terminal_max_session_time?: number;
            /**
             * Format: int32
             * @description Hours users may postpone setting up required two-factor authentication.
             */
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
        /** @description Why settings were not changed; a failed rule, a switch turned on without the settings it requires, or a malformed body. */
        ApplicationSettingsError: components["schemas"]["ValidationError"] | components["schemas"]["MissingParameterError"] | components["schemas"]["MessageError"];
        /**
         * @description A commit of the project's repository. Times are in UTC with milliseconds; `created_at` is the commit time.
         *     `title` is the first line of the message (cut at a word boundary with `…` when it is 100 characters or longer).
         * @example {
         *       "id": "ed899a2f4b50b4370feeea94676502b42383c746",
         *       "short_id": "ed899a2f",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "parent_ids": [
         *         "6104942438c14ec7bd21c6cd5bd995272b3faff6"
         *       ],
         *       "title": "Replace sanitize with escape once",
         *       "message": "Replace sanitize with escape once\n",
         *       "author_name": "Alice Liddell",
         *       "author_email": "alice@example.com",
         *       "authored_date": "2017-04-29T08:46:00.000Z",
         *       "committer_name": "Alice Liddell",
         *       "committer_email": "alice@example.com",
         *       "committed_date": "2017-04-29T08:46:00.000Z",
         *       "web_url": "http://localhost:3000/alice/diaspora-client/-/commit/ed899a2f4b50b4370feeea94676502b42383c746"
         *     }
         */
        Commit: {
            /** @description The SHA of the commit. */
            id: string;
            /** @description The first 8 characters of `id`. */
            short_id: string;
            /**
             * Format: date-time
             * @description The committer date of the commit.
             */
            created_at: string;
            /** @description The SHAs of the commit's parents. */
            parent_ids: string[];
            /** @description The first line of the commit message. */
            title: string;
            /** @description The full commit message. */
            message: string;
            /** @description The name of the commit's author. */
            author_name: string;
            /** @description The email address of the commit's author. */
            author_email: string;
            /**
             * Format: date-time
             * @description When the commit was authored.
             */
            authored_date: string;
            /** @description The name of the commit's committer. */
            committer_name: string;
            /** @description The email address of the commit's committer. */
            committer_email: string;
            /**
             * Format: date-time
             * @description When the commit was committed.
             */
            committed_date: string;
            /**
             * Format: uri
             * @description The address of the commit in the web interface.
             */
            web_url: string;
        };
        /**
         * @description A branch of the project's repository and its head commit. Branches are not protected here: `protected` is
         *     false and developers may push and merge to every branch. `merged` tells whether the branch's head is contained
         *     in the default branch (never true for a branch at the default branch's head). `can_push` tells whether the
         *     caller may push to it (developer access or more, project not archived).
         * @example {
         *       "name": "feature/login",
         *       "merged": false,
         *       "protected": false,
         *       "default": false,
         *       "developers_can_push": true,
         *       "developers_can_merge": true,
         *       "can_push": true,
         *       "web_url": "http://localhost:3000/alice/diaspora-client/-/tree/feature/login",
         *       "commit": {
         *         "id": "ed899a2f4b50b4370feeea94676502b42383c746",
         *         "short_id": "ed899a2f",
         *         "created_at": "2017-04-29T08:46:00.000Z",
         *         "parent_ids": [
         *           "6104942438c14ec7bd21c6cd5bd995272b3faff6"
         *         ],
         *         "title": "Replace sanitize with escape once",
         *         "message": "Replace sanitize with escape once\n",
         *         "author_name": "Alice Liddell",
         *         "author_email": "alice@example.com",
         *         "authored_date": "2017-04-29T08:46:00.000Z",
         *         "committer_name": "Alice Liddell",
         *         "committer_email": "alice@example.com",
         *         "committed_date": "2017-04-29T08:46:00.000Z",
         *         "web_url": "http://localhost:3000/alice/diaspora-client/-/commit/ed899a2f4b50b4370feeea94676502b42383c746"
         *       }
         *     }
         */
        Branch: {
            /** @description The name of the branch. */
            name: string;
            /** @description Whether the branch is merged into the default branch. */
            merged: boolean;
            /** @description Whether the branch is protected. */
            protected: boolean;
            /** @description Whether the branch is the project's default branch. */
            default: boolean;
            /** @description Whether users with Developer access may push to the branch. */
            developers_can_push: boolean;
            /** @description Whether users with Developer access may merge into the branch. */
            developers_can_merge: boolean;
            /** @description Whether the caller may push to the branch. */
            can_push: boolean;
            /**
             * Format: uri
             * @description The address of the branch in the web interface.
             */
            web_url: string;
            commit: components["schemas"]["Commit"];
        };
        /**
         * @description A new branch `branch` at `ref`.
         * @example {
         *       "branch": "feature/login",
         *       "ref": "master"
         *     }
         */
        BranchCreateRequest: {
            /**
             * @description The new branch's name, a valid git branch name (git's `check-ref-format` rules: no control characters, space,
             *     `~`, `^`, `:`, `?`, `*`, `[` or `\`, no `..` or `@{`, no component starting with `.` or ending in `.lock`, not
             *     ending in `/` or `.`), not starting with `-`, not `HEAD`.
             */
            branch: string;
            /** @description Where the branch starts: a branch name, a tag name or a commit SHA. */
            ref: string;
        };
        /**
         * @description One change of a commit. `create` adds a file that must not exist; `update` replaces the content of a file that
         *     must exist; `delete` removes one; `move` renames `previous_path` to `file_path` (with `content` when given, the
         *     old content otherwise); `chmod` sets or clears the executable bit (`execute_filemode`) of an existing file.
         *     `content` is taken as text, or decoded from base64 with `encoding: base64`. `last_commit_id`, when given to
         *     `update`, `delete`, `move` or `chmod`, must be the last commit that changed the file, so that edits based on a
         *     stale version are refused.
         * @example {
         *       "action": "create",
         *       "file_path": "lib/app.rb",
         *       "content": "puts 'hello'"
         *     }
         */
        CommitAction: {
            /**
             * @description What to do with the file.
             * @enum {string}
             */
            action: "create" | "update" | "delete" | "move" | "chmod";
            /** @description The file's path from the repository root, e.g. `lib/app.rb`. */
            file_path: string;
            /** @description The path to move from (`move` only). */
            previous_path?: string;
            /** @description The file's new content (`create`, `update`, optionally `move`). */
            content?: string;
            /**
             * @description How content is encoded: text or base64.
             * @default text
             * @enum {string}
             */
            encoding?: "text" | "base64";
            /** @description The executable bit (`chmod`; on `create` and `update` too). */
            execute_filemode?: boolean;
            /** @description The last commit known to have changed the file. */
            last_commit_id?: string;
        };
        /**
         * @description A commit of `actions`, applied together on `branch`. A branch that does not exist yet is created, starting
         *     from `start_branch` or `start_sha` (an empty repository needs neither).
         * @example {
         *       "branch": "master",
         *       "commit_message": "Add the application",
         *       "actions": [
         *         {
         *           "action": "create",
         *           "file_path": "lib/app.rb",
         *           "content": "puts 'hello'"
         *         },
         *         {
         *           "action": "delete",
         *           "file_path": "lib/old.rb"
         *         }
         *       ]
         *     }
         */
        CommitCreateRequest: {
            /** @description The branch to commit to; created when it does not exist. */
            branch: string;
            /** @description The commit message. */
            commit_message: string;
            /** @description The branch to start a new `branch` from; defaults to `branch` itself. */
            start_branch?: string;
            /** @description The commit to start a new `branch` from (not together with `start_branch`). */
            start_sha?: string;
            /** @description The commit's author name; defaults to the caller's name. */
            author_name?: string;
            /** @description The commit's author e-mail; defaults to the caller's e-mail. */
            author_email?: string;
            /** @description The file changes the commit makes, applied in order. */
            actions: components["schemas"]["CommitAction"][];
        };
        /**
         * @description Lines added and removed by a commit, compared with its first parent (binary files count 0).
         * @example {
         *       "additions": 15,
         *       "deletions": 2,
         *       "total": 17
         *     }
         */
        CommitStats: {
            /** @description The number of lines added. */
            additions: number;
            /** @description The number of lines removed. */
            deletions: number;
            /** @description additions + deletions */
            total: number;
        };
        /**
         * @description The state of a commit status, or the combined state of a commit's latest statuses: `success` when all
         *     succeeded, `canceled` when the rest succeeded, `pending` when all wait, `running` while any waits or runs,
         *     `failed` otherwise.
         * @example success
         * @enum {string}
         */
        CommitStatusState: "pending" | "running" | "success" | "failed" | "canceled";
        /**
         * @description A commit with its line statistics, the combined state of its latest commit statuses (`status`, null when it has
         *     none) and the project it was read from. There are no pipelines, so `last_pipeline` is always null.
         * @example {
         *       "id": "ed899a2f4b50b4370feeea94676502b42383c746",
         *       "short_id": "ed899a2f",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "parent_ids": [
         *         "6104942438c14ec7bd21c6cd5bd995272b3faff6"
         *       ],
         *       "title": "Replace sanitize with escape once",
         *       "message": "Replace sanitize with escape once\n",
         *       "author_name": "Alice Liddell",
         *       "author_email": "alice@example.com",
         *       "authored_date": "2017-04-29T08:46:00.000Z",
         *       "committer_name": "Alice Liddell",
         *       "committer_email": "alice@example.com",
         *       "committed_date": "2017-04-29T08:46:00.000Z",
         *       "web_url": "http://localhost:3000/alice/diaspora-client/-/commit/ed899a2f4b50b4370feeea94676502b42383c746",
         *       "stats": {
         *         "additions": 15,
         *         "deletions": 2,
         *         "total": 17
         *       },
         *       "status": null,
         *       "project_id": 4,
         *       "last_pipeline": null
         *     }
         */
        CommitDetail: {
            stats: components["schemas"]["CommitStats"];
            status: components["schemas"]["CommitStatusState"] | null;
            /** @description The ID of the project the commit was read from. */
            project_id: number;
            /** @description The commit's latest pipeline; always null (pipelines are not part of this API). */
            last_pipeline: null;
        } & components["schemas"]["Commit"];
        /**
         * @description A status an external system reported for a commit, e.g. a CI run. `started_at` is set when it starts running
         *     and `finished_at` when it ends (`success`, `failed`, `canceled`). `author` is who reported it.
         * @example {
         *       "id": 93,
         *       "sha": "18f3e63d05582537db6d183d9d557be09e1f90c8",
         *       "ref": "master",
         *       "status": "success",
         *       "name": "default",
         *       "target_url": "https://ci.example.com/builds/91",
         *       "description": "All tests passed",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "started_at": "2017-04-29T08:47:00.000Z",
         *       "finished_at": "2017-04-29T08:52:00.000Z",
         *       "allow_failure": false,
         *       "coverage": 98.29,
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       }
         *     }
         */
        CommitStatus: {
            /** @description The ID of the commit status. */
            id: number;
            /** @description The SHA of the commit the status is for. */
            sha: string;
            /** @description The branch or tag the status is for, or null. */
            ref: string | null;
            status: components["schemas"]["CommitStatusState"];
            /** @description The label that tells this status apart from other systems' statuses (default, default). */
            name: string;
            /** @description The address of the build behind the status, or null. */
            target_url: string | null;
            /** @description A short description of the status, or null. */
            description: string | null;
            /**
             * Format: date-time
             * @description When the status was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the build started, or null.
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @description When the build finished, or null.
             */
            finished_at: string | null;
            /** @description Whether a failure of this status may be ignored. */
            allow_failure: boolean;
            /** @description The total code coverage reported with the status, or null. */
            coverage: number | null;
            author: components["schemas"]["UserBasic"];
        };
        /**
         * @description A status for a commit. `context` is another name for `name`.
         * @example {
         *       "state": "success",
         *       "ref": "master",
         *       "name": "ci/tests",
         *       "target_url": "https://ci.example.com/builds/91",
         *       "description": "All tests passed",
         *       "coverage": 98.29
         *     }
         */
        CommitStatusCreateRequest: {
            /**
             * @description The state of the status.
             * @enum {string}
             */
            state: "pending" | "running" | "success" | "failed" | "canceled";
            /** @description The branch or tag the status is for; defaults to a branch that contains the commit. */
            ref?: string;
            /** @description Tells this status from those of other systems; `context`, or `default` when both are absent. */
            name?: string;
            /** @description The same as `name` (used when `name` is absent). */
            context?: string;
            /** @description Where to see details, e.g. the CI run. */
            target_url?: string;
            /** @description A short description of the status. */
            description?: string;
            /** @description Code coverage, in percent. */
            coverage?: number;
        };
        /**
         * @description A file of the repository at `ref`, its content base64-encoded. `blob_id` is the git object of the content,
         *     `commit_id` the commit `ref` names and `last_commit_id` the last commit up to it that changed the file.
         * @example {
         *       "file_name": "app.rb",
         *       "file_path": "lib/app.rb",
         *       "size": 12,
         *       "encoding": "base64",
         *       "content": "cHV0cyAnaGVsbG8n",
         *       "content_sha256": "4c294617b60715c1d218e61164a3abd4808a4284cbc30e6728a01ad9aada4481",
         *       "ref": "master",
         *       "blob_id": "79f7bbd25901e8334750839545a9bd021f0e4c83",
         *       "commit_id": "d5a3ff139356ce33e37e73add446f16869741b50",
         *       "last_commit_id": "570e7b2abdd848b95f2f578043fc23bd6f6fd24d"
         *     }
         */
        RepositoryFile: {
            /** @description The name of the file. */
            file_name: string;
            /** @description The path of the file from the repository root. */
            file_path: string;
            /** @description Size of the content in bytes. */
            size: number;
            /**
             * @description How content is encoded; always base64.
             * @constant
             */
            encoding: "base64";
            /** @description The content of the file, base64-encoded. */
            content: string;
            /** @description SHA-256 of the content, in hex. */
            content_sha256: string;
            /** @description The branch, tag or commit the file was read at. */
            ref: string;
            /** @description The SHA of the file's blob. */
            blob_id: string;
            /** @description The SHA of the commit ref points to. */
            commit_id: string;
            /** @description The SHA of the last commit that changed the file. */
            last_commit_id: string;
        };
        /**
         * @description A project label. The counts are of the project's issues (open and closed) and open merge requests that carry the
         *     label. `subscribed` is always false: label subscriptions cannot be set through this API. `is_project_label` is
         *     always true (there are no group labels).
         * @example {
         *       "id": 1,
         *       "name": "bug",
         *       "color": "#d9534f",
         *       "text_color": "#FFFFFF",
         *       "description": "Something does not work",
         *       "open_issues_count": 1,
         *       "closed_issues_count": 0,
         *       "open_merge_requests_count": 0,
         *       "subscribed": false,
         *       "priority": null,
         *       "is_project_label": true
         *     }
         */
        Label: {
            /** @description The ID of the label. */
            id: number;
            /** @description The name of the label. */
            name: string;
            /** @description The background color, `#RRGGBB` or `#RGB`, as it was given (a color name is given back as its hex value). */
            color: string;
            /**
             * @description The text color that stays readable on `color`, `#FFFFFF` or `#333333`.
             * @enum {string}
             */
            text_color: "#FFFFFF" | "#333333";
            /** @description The description of the label, or null. */
            description: string | null;
            /** @description The number of open issues with the label. */
            open_issues_count: number;
            /** @description The number of closed issues with the label. */
            closed_issues_count: number;
            /** @description The number of open merge requests with the label. */
            open_merge_requests_count: number;
            /** @description Whether the caller is subscribed to the label. */
            subscribed: boolean;
            /**
             * Format: int32
             * @description The label's priority in the project (lower first), or null.
             */
            priority: number | null;
            /** @description Whether the label belongs to the project (true) or is inherited from a group (false). */
            is_project_label: boolean;
        };
        /** @description What an edit of a label may change. */
        LabelEditAttributes: {
            /** @description The label's new name, unique in the project; it cannot contain a comma. */
            new_name?: string;
            /**
             * @description `#RGB`, `#RRGGBB` or a CSS color name (`red`, `darkorange`), which is turned into its `#RRGGBB` value; a hex
             *     value is kept as given.
             */
            color?: string;
            /** @description What the label means; null or an empty string removes it. */
            description?: string | null;
            /**
             * Format: int32
             * @description The label's priority in the project (lower first); null removes it.
             */
            priority?: number | null;
        };
        /**
         * @description An edit of the label named by `name` or `label_id` (exactly one of them), with at least one attribute to change.
         * @example {
         *       "name": "bug",
         *       "new_name": "defect"
         *     }
         */
        LabelLegacyUpdateRequest: components["schemas"]["LabelEditAttributes"] & {
            /** @description The name of the label to edit. */
            name?: string;
            /**
             * Format: int32
             * @description The id of the label to edit.
             */
            label_id?: number;
        };
        /**
         * @description A new project label.
         * @example {
         *       "name": "bug",
         *       "color": "#D9534F",
         *       "description": "Something does not work"
         *     }
         */
        LabelCreateRequest: {
            /** @description The label's name, unique in the project; it cannot contain a comma. */
            name: string;
            /**
             * @description `#RRGGBB`, the short `#RGB`, or a CSS color name (`red`, `darkorange`), which is turned into its `#RRGGBB`
             *     value. A hex value is kept as given, in its case and length.
             */
            color: string;
            /** @description What the label means. */
            description?: string;
            /**
             * Format: int32
             * @description The label's priority in the project (lower first); none when absent or null.
             */
            priority?: number | null;
        };
        /**
         * @description An edit of a label; at least one of its attributes.
         * @example {
         *       "new_name": "defect",
         *       "color": "#d9534f"
         *     }
         */
        LabelUpdateRequest: components["schemas"]["LabelEditAttributes"];
        /**
         * @description A project milestone. `iid` numbers the project's milestones from 1 (never reused); `id` is global. `expired` is
         *     true when `due_date` has passed (UTC), false otherwise (also without a due date).
         * @example {
         *       "id": 12,
         *       "iid": 3,
         *       "project_id": 16,
         *       "title": "10.0",
         *       "description": "Version",
         *       "state": "active",
         *       "created_at": "2013-10-02T09:24:18.000Z",
         *       "updated_at": "2013-10-02T09:24:18.000Z",
         *       "due_date": "2013-11-29",
         *       "start_date": "2013-11-10",
         *       "expired": false,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/milestones/3"
         *     }
         */
        Milestone: {
            /** @description The ID of the milestone, unique across the instance. */
            id: number;
            /** @description The internal ID of the milestone, unique within its project. */
            iid: number;
            /** @description The ID of the project the milestone belongs to. */
            project_id: number;
            /** @description The title of the milestone. */
            title: string;
            /** @description The description of the milestone (Markdown), or null. */
            description: string | null;
            /**
             * @description Whether the milestone is active or closed.
             * @enum {string}
             */
            state: "active" | "closed";
            /**
             * Format: date-time
             * @description When the milestone was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the milestone was last changed.
             */
            updated_at: string;
            /**
             * Format: date
             * @description The date the milestone is due (YYYY-MM-DD), or null.
             */
            due_date: string | null;
            /**
             * Format: date
             * @description The date the milestone starts (YYYY-MM-DD), or null.
             */
            start_date: string | null;
            /** @description Whether the due date has passed. */
            expired: boolean;
            /**
             * Format: uri
             * @description The address of the milestone in the web interface.
             */
            web_url: string;
        };
        /**
         * @description A new project milestone.
         * @example {
         *       "title": "10.0",
         *       "description": "Version",
         *       "due_date": "2013-11-29",
         *       "start_date": "2013-11-10"
         *     }
         */
        MilestoneCreateRequest: {
            /** @description The title, unique among the project's milestones. */
            title: string;
            /** @description The description of the milestone (Markdown). */
            description?: string;
            /**
             * Format: date
             * @description The due date, `YYYY-MM-DD`.
             */
            due_date?: string;
            /**
             * Format: date
             * @description The start date, `YYYY-MM-DD`.
             */
            start_date?: string;
        };
        /**
         * @description A project issue. `iid` numbers the project's issues from 1 (never reused); `id` is global. `labels` are the
         *     label names, sorted. An issue has at most one assignee: `assignees` is empty or holds `assignee`. `upvotes` and
         *     `downvotes` count the `thumbsup` and `thumbsdown` awards. `user_notes_count` is 0, `discussion_locked` is null
         *     and `time_stats` are zero: comments, discussion locks and time tracking of issues are not part of this API.
         * @example {
         *       "id": 76,
         *       "iid": 6,
         *       "project_id": 8,
         *       "title": "Consequatur vero maxime deserunt laboriosam est voluptas dolorem.",
         *       "description": "Ratione dolores corrupti mollitia soluta quia.",
         *       "state": "opened",
         *       "created_at": "2016-01-04T15:31:51.081Z",
         *       "updated_at": "2016-01-04T15:31:51.081Z",
         *       "closed_at": null,
         *       "closed_by": null,
         *       "labels": [
         *         "bug"
         *       ],
         *       "milestone": null,
         *       "assignees": [],
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "type": "ISSUE",
         *       "assignee": null,
         *       "user_notes_count": 0,
         *       "upvotes": 1,
         *       "downvotes": 0,
         *       "due_date": null,
         *       "confidential": false,
         *       "discussion_locked": null,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/issues/6",
         *       "time_stats": {
         *         "time_estimate": 0,
         *         "total_time_spent": 0,
         *         "human_time_estimate": null,
         *         "human_total_time_spent": null
         *       },
         *       "_links": {
         *         "self": "http://localhost:3000/api/v4/projects/8/issues/6",
         *         "notes": "http://localhost:3000/api/v4/projects/8/issues/6/notes",
         *         "award_emoji": "http://localhost:3000/api/v4/projects/8/issues/6/award_emoji",
         *         "project": "http://localhost:3000/api/v4/projects/8"
         *       },
         *       "references": {
         *         "short": "#6",
         *         "relative": "#6",
         *         "full": "diaspora/diaspora-client#6"
         *       },
         *       "merge_requests_count": 0,
         *       "task_completion_status": {
         *         "count": 0,
         *         "completed_count": 0
         *       }
         *     }
         */
        Issue: {
            /** @description The ID of the issue, unique across the instance. */
            id: number;
            /** @description The internal ID of the issue, unique within its project. */
            iid: number;
            /** @description The ID of the project the issue belongs to. */
            project_id: number;
            /** @description The title of the issue. */
            title: string;
            /** @description The description of the issue (Markdown), or null. */
            description: string | null;
            /**
             * @description Whether the issue is open or closed.
             * @enum {string}
             */
            state: "opened" | "closed";
            /**
             * Format: date-time
             * @description When the issue was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the issue was last changed.
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description When the issue was closed, or null while it is open.
             */
            closed_at: string | null;
            /** @description The user who closed the issue, or null while it is open. */
            closed_by: components["schemas"]["UserBasic"] | null;
            /** @description The names of the labels set on the issue. */
            labels: string[];
            /** @description The milestone the issue is assigned to, or null. */
            milestone: components["schemas"]["Milestone"] | null;
            /** @description The users assigned to the issue. */
            assignees: components["schemas"]["UserBasic"][];
            author: components["schemas"]["UserBasic"];
            /**
             * @description The type of the work item; always ISSUE here.
             * @enum {string}
             */
            type: "ISSUE";
            /** @description The first assignee, or null (kept for older clients; use assignees). */
            assignee: components["schemas"]["UserBasic"] | null;
            /** @description The number of comments on the issue. */
            user_notes_count: number;
            /** @description The number of thumbsup awards. */
            upvotes: number;
            /** @description The number of thumbsdown awards. */
            downvotes: number;
            /**
             * Format: date
             * @description When the issue is due, or null.
             */
            due_date: string | null;
            /** @description Whether the issue is visible only to project members with at least Reporter access and to its author and assignees. */
            confidential: boolean;
            /** @description Whether the discussion is locked; null when never set. */
            discussion_locked: null;
            /**
             * Format: uri
             * @description The address of the issue in the web interface.
             */
            web_url: string;
            /** @description The time estimate and time spent on the issue, in seconds. */
            time_stats: {
                time_estimate: number;
                total_time_spent: number;
                human_time_estimate: null;
                human_total_time_spent: null;
            };
            /** @description API addresses of the issue and its related resources. */
            _links: {
                /** Format: uri */
                self: string;
                /** Format: uri */
                notes: string;
                /** Format: uri */
                award_emoji: string;
                /** Format: uri */
                project: string;
            };
            /** @description How to refer to the issue in text (`#1`), from another project of the namespace, and from anywhere. */
            references: {
                short: string;
                relative: string;
                full: string;
            };
            /**
             * @description How many open or merged requests of the project close the issue when merged (a closing pattern such as
             *     `Closes #1` in their title or description).
             */
            merge_requests_count: number;
            /** @description The Markdown task list items (`- [ ]`, `- [x]`) of the description, and how many of them are checked. */
            task_completion_status: {
                count: number;
                completed_count: number;
            };
        };
        /**
         * @description Label names: a comma-separated string (`bug,frontend`) or an array of names (`["bug","frontend"]` in JSON,
         *     `labels[]=bug&labels[]=frontend` in forms), as the real service accepts both. Blank names are ignored.
         * @example bug,frontend
         */
        LabelNames: string | string[];
        /**
         * @description A new issue.
         * @example {
         *       "title": "The login page does not load",
         *       "description": "It answers 500 since this morning.",
         *       "labels": "bug,frontend",
         *       "assignee_ids": [
         *         2
         *       ]
         *     }
         */
        IssueCreateRequest: {
            /** @description The issue's title. */
            title: string;
            /** @description The issue's description (Markdown). */
            description?: string;
            /**
             * Format: int32
             * @description The user to assign; ignored when it names no user who can read the project.
             */
            assignee_id?: number;
            /**
             * @description The user to assign, as a list: an issue has at most one assignee, so only the first user who can read the
             *     project is assigned. Wins over `assignee_id`.
             */
            assignee_ids?: number[];
            /**
             * Format: int32
             * @description The global `id` of one of the project's milestones; ignored when it names none.
             */
            milestone_id?: number;
            /** @description Label names (comma-separated or an array); labels the project does not have yet are created (color `#428BCA`). */
            labels?: components["schemas"]["LabelNames"];
            /** @description When the issue is due (`YYYY-MM-DD`; a full timestamp's date part is kept). */
            due_date?: components["schemas"]["DateParameter"];
            /** @description Only reporters and above, the author and the assignee can see a confidential issue. */
            confidential?: boolean;
        };
        /** @description An empty value (`name=` in a form), which clears the attribute, as in the real service. */
        EmptyValue: string;
        /**
         * @description Changes to an issue. Send only the attributes to change; at least one is required, and none gives 400
         *     `{"error":"add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided","message":"add_labels, assignee_id, assignee_ids, confidential, description, due_date, labels, milestone_id, remove_labels, state_event, title are missing, at least one parameter must be provided"}`.
         * @example {
         *       "state_event": "close"
         *     }
         */
        IssueUpdateRequest: {
            /** @description The new title. */
            title?: string;
            /** @description The new description; empty or null removes it. */
            description?: string | null;
            /**
             * @description Closes or reopens the issue.
             * @enum {string}
             */
            state_event?: "close" | "reopen";
            /** @description Label names (comma-separated or an array) replacing the issue's labels (empty to remove them all); missing labels are created. */
            labels?: components["schemas"]["LabelNames"];
            /** @description Label names to add to the current ones (or to `labels` when given); missing labels are created. */
            add_labels?: components["schemas"]["LabelNames"];
            /** @description Label names to remove from the current ones (or from `labels` when given). */
            remove_labels?: components["schemas"]["LabelNames"];
            /** @description The user to assign; 0, an empty value or null unassigns. */
            assignee_id?: number | components["schemas"]["EmptyValue"] | null;
            /** @description The user to assign, as a list (only the first counts); an empty list unassigns. Wins over `assignee_id`. */
            assignee_ids?: number[];
            /** @description The global `id` of one of the project's milestones; 0, an empty value or null removes the milestone. */
            milestone_id?: number | components["schemas"]["EmptyValue"] | null;
            /** @description Make the issue confidential (visible only to members with at least Reporter access, its author and assignees). */
            confidential?: boolean;
            /** @description When the issue is due (`YYYY-MM-DD`; a full timestamp's date part is kept); empty or null removes it. */
            due_date?: components["schemas"]["DateParameter"] | string | null;
        };
        /**
         * @description An emoji a user awarded to an issue or a merge request.
         * @example {
         *       "id": 4,
         *       "name": "thumbsup",
         *       "user": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "created_at": "2016-06-15T10:09:34.206Z",
         *       "updated_at": "2016-06-15T10:09:34.206Z",
         *       "awardable_id": 80,
         *       "awardable_type": "Issue"
         *     }
         */
        AwardEmoji: {
            /** @description The ID of the award. */
            id: number;
            /** @description The emoji's name, without colons. */
            name: string;
            user: components["schemas"]["UserBasic"];
            /**
             * Format: date-time
             * @description When the emoji was awarded.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the award was last changed.
             */
            updated_at: string;
            /** @description The global `id` (not the `iid`) of the issue or merge request. */
            awardable_id: number;
            /**
             * @description The type of the awarded item.
             * @enum {string}
             */
            awardable_type: "Issue" | "MergeRequest";
        };
        /**
         * @description An emoji to award.
         * @example {
         *       "name": "thumbsup"
         *     }
         */
        AwardEmojiCreateRequest: {
            /**
             * @description The emoji's name without colons (`thumbsup`, not `:thumbsup:`). Known names: `100`, `angry`, `beer`,
             *     `bell`, `blush`, `boom`, `broken_heart`, `bug`, `bulb`, `cake`, `calendar`, `cat`, `clap`, `coffee`,
             *     `confused`, `construction`, `crown`, `cry`, `dog`, `exclamation`, `expressionless`, `eyes`, `fire`, `gem`,
             *     `ghost`, `grinning`, `hear_no_evil`, `heart`, `heart_eyes`, `heavy_check_mark`, `hourglass`, `joy`,
             *     `kissing_heart`, `laughing`, `link`, `lizard`, `lock`, `mag`, `medal`, `memo`, `microphone`,
             *     `money_with_wings`, `muscle`, `neutral_face`, `ok_hand`, `pizza`, `point_up`, `poop`, `pray`, `question`,
             *     `rage`, `rainbow`, `raised_hands`, `robot`, `rocket`, `scream`, `see_no_evil`, `skull`, `sleeping`,
             *     `slight_smile`, `smile`, `smiley`, `snowflake`, `sob`, `sparkles`, `speak_no_evil`, `star`, `sunglasses`,
             *     `sunny`, `sweat_smile`, `tada`, `thinking`, `thumbsdown`, `thumbsup`, `trophy`, `unamused`, `unicorn`,
             *     `unlock`, `upside_down`, `warning`, `wave`, `white_check_mark`, `wink`, `x`, `zap`, `zipper_mouth`;
             *     `+1` and `-1` are taken as `thumbsup` and `thumbsdown`. Any other name is refused with 404.
             */
            name: string;
        };
        /**
         * @description A project webhook: the URL the service POSTs event payloads to, and which events it wants. The secret `token` is
         *     never returned.
         * @example {
         *       "id": 1,
         *       "url": "https://ci.example.com/hooks/gitlab",
         *       "project_id": 3,
         *       "push_events": true,
         *       "issues_events": false,
         *       "merge_requests_events": true,
         *       "tag_push_events": true,
         *       "note_events": false,
         *       "job_events": false,
         *       "pipeline_events": false,
         *       "wiki_page_events": false,
         *       "confidential_issues_events": false,
         *       "confidential_note_events": false,
         *       "releases_events": false,
         *       "push_events_branch_filter": null,
         *       "enable_ssl_verification": true,
         *       "created_at": "2017-04-29T08:46:00.000Z"
         *     }
         */
        ProjectHook: {
            /** @description The ID of the hook. */
            id: number;
            /** @description The address the events are delivered to. */
            url: string;
            /** @description The ID of the project the hook belongs to. */
            project_id: number;
            /** @description Deliver push events. */
            push_events: boolean;
            /** @description Deliver issue events. */
            issues_events: boolean;
            /** @description Deliver merge request events. */
            merge_requests_events: boolean;
            /** @description Deliver tag push events. */
            tag_push_events: boolean;
            /** @description Deliver comment events. */
            note_events: boolean;
            /** @description Deliver job events. */
            job_events: boolean;
            /** @description Deliver pipeline events. */
            pipeline_events: boolean;
            /** @description Written as `wiki_page_events` or `wiki_events`. */
            wiki_page_events: boolean;
            /** @description Deliver events of confidential issues. */
            confidential_issues_events: boolean;
            /** @description Deliver comments on confidential issues. */
            confidential_note_events: boolean;
            /** @description Deliver release events. */
            releases_events: boolean;
            /**
             * @description Push events are delivered only for branches matching it: a branch name, or a pattern where `*` stands for any
             *     characters (`release/*`). Null (or empty) for every branch. Tag pushes are not filtered.
             */
            push_events_branch_filter: string | null;
            /** @description Verify the TLS certificate of the receiver when delivering. */
            enable_ssl_verification: boolean;
            /**
             * Format: date-time
             * @description When the hook was added.
             */
            created_at: string;
        };
        /**
         * @description A project hook to create, or the new state of one (omitted event switches keep their value on edit; on create
         *     `push_events` and `enable_ssl_verification` default to true, the other events to false). `url` must be an
         *     absolute `http` or `https` URL; a URL whose host is, or resolves to, a loopback, private or link-local address is
         *     refused unless the application setting `allow_local_requests_from_hooks_and_services` is on.
         * @example {
         *       "url": "https://ci.example.com/hooks/gitlab",
         *       "push_events": true,
         *       "merge_requests_events": true,
         *       "token": "s3cret"
         *     }
         */
        ProjectHookRequest: {
            /** @description The URL to POST event payloads to; control characters are refused (400). */
            url: string;
            /** @description Deliver branch pushes (default true). */
            push_events?: boolean;
            /** @description Deliver issue events. */
            issues_events?: boolean;
            /** @description Deliver merge request events. */
            merge_requests_events?: boolean;
            /** @description Deliver tag pushes. */
            tag_push_events?: boolean;
            /** @description Deliver comment events. */
            note_events?: boolean;
            /** @description Deliver job events. */
            job_events?: boolean;
            /** @description Deliver pipeline events. */
            pipeline_events?: boolean;
            /** @description Deliver wiki page events (the name the hook is read back with). */
            wiki_page_events?: boolean;
            /** @description The older name of `wiki_page_events`; when both are given, `wiki_page_events` wins. */
            wiki_events?: boolean;
            /** @description Deliver events of confidential issues. */
            confidential_issues_events?: boolean;
            /** @description Deliver comments on confidential issues. */
            confidential_note_events?: boolean;
            /** @description Deliver release events. */
            releases_events?: boolean;
            /**
             * @description Deliver push events only for branches matching this branch name or pattern (`*` stands for any characters);
             *     an empty string removes the filter.
             */
            push_events_branch_filter?: string;
            /** @description Verify the receiver's TLS certificate (default true). */
            enable_ssl_verification?: boolean;
            /**
             * @description A secret sent with every delivery in the `X-Gitlab-Token` header; never returned. On edit, an empty string
             *     removes it and leaving it out keeps it. Control characters (a line break, say) are refused (400): the token
             *     must fit in an HTTP header.
             */
            token?: string;
        };
        /**
         * @description The leading fields of a merge request, up to `merge_commit_sha`. `created_at` and `updated_at` are part of every
         *     answer but the create response, which leaves them out; the schemas that use
         *     this one add them through MergeRequestTimestamps.
         */
        MergeRequestHead: {
            /** @description Unique across all merge requests. */
            id: number;
            /** @description Unique within the target project; the `merge_request_iid` of the paths. */
            iid: number;
            /** @description The target project; always equals `target_project_id`. */
            project_id: number;
            /** @description The title of the merge request. */
            title: string;
            /** @description The description of the merge request (Markdown), or null. */
            description: string | null;
            /**
             * @description `opened`, `closed`, `merged` or `locked`. Reopening gives `opened`: the real service folded the older
             *     `reopened` value into `opened`, and the list filter still accepts `reopened` as a synonym.
             * @enum {string}
             */
            state: "opened" | "closed" | "merged" | "locked";
            /**
             * Format: date-time
             * @description When the merge request was created.
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the merge request was last changed.
             */
            updated_at?: string;
            /** @description The branch the changes are merged into. */
            target_branch: string;
            /** @description The branch that holds the changes. */
            source_branch: string;
            /** @description How many users awarded `thumbsup`. */
            upvotes: number;
            /** @description How many users awarded `thumbsdown`. */
            downvotes: number;
            author: components["schemas"]["UserBasic"];
            /** @description The assignee, or null. */
            assignee: components["schemas"]["UserBasic"] | null;
            /** @description The project holding the source branch; the fork's id for a request from a fork. */
            source_project_id: number;
            /** @description The project the request merges into. */
            target_project_id: number;
            /** @description Label names, in alphabetical order. */
            labels: string[];
            /** @description The title starts with `WIP:`, `[WIP]`, `Draft:`, `[Draft]` or `(Draft)` (any case). */
            work_in_progress: boolean;
            /** @description The milestone, or null. */
            milestone: components["schemas"]["Milestone"] | null;
            /** @description Whether the merge request is set to merge when its pipeline succeeds. */
            merge_when_pipeline_succeeds: boolean;
            /**
             * @description `unchecked` after the source or target branch moved, until the background check decides between
             *     `can_be_merged` and `cannot_be_merged` (conflicts, or nothing to merge).
             * @enum {string}
             */
            merge_status: "unchecked" | "can_be_merged" | "cannot_be_merged";
            /** @description The commit id of the source branch head when the latest diff version was taken; null when none was. */
            sha: string | null;
            /** @description The merge commit, null until merged. */
            merge_commit_sha: string | null;
        };
        /** @description When the merge request was created and last changed; in every merge request answer except the create response. */
        MergeRequestTimestamps: {
            /**
             * Format: date-time
             * @description When the merge request was created.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the merge request was last changed.
             */
            updated_at: string;
        };
        /**
         * @description What stands between a merge request and a merge (see the merge request's `detailed_merge_status`).
         * @enum {string}
         */
        DetailedMergeStatus: "mergeable" | "not_open" | "unchecked" | "checking" | "preparing" | "draft_status" | "discussions_not_resolved" | "conflict";
        /**
         * @description Estimated and spent time in seconds, and the same as human text (`3h 30m`, `1w 2d`; 8-hour days, 5-day weeks,
         *     4-week months), null when zero.
         * @example {
         *       "time_estimate": 12600,
         *       "total_time_spent": 3600,
         *       "human_time_estimate": "3h 30m",
         *       "human_total_time_spent": "1h"
         *     }
         */
        TimeStats: {
            /** @description The time estimate, in seconds. */
            time_estimate: number;
            /** @description The total time spent, in seconds. */
            total_time_spent: number;
            /** @description The time estimate in human-readable form (for example 3h 30m), or null when none is set. */
            human_time_estimate: string | null;
            /** @description The time spent in human-readable form, or null when none is recorded. */
            human_total_time_spent: string | null;
        };
        /**
         * @description The fields of a merge request after `merge_commit_sha`, in every answer but subscribe and unsubscribe. The fields
         *     that newer clients read (`assignees`, `reviewers`, `draft`, `reference`, `references`, `merge_user`, …) extend
         *     older ones and always agree with them: `assignees` is empty or holds `assignee`, `draft` equals
         *     `work_in_progress`, `merge_user` is `merged_by` once merged.
         */
        MergeRequestTail: {
            /**
             * @description The assignees: empty, or `assignee` alone. One assignee per request, as in the real service's community
             *     edition: of several `assignee_ids` the first one that may be assigned is kept.
             */
            assignees: components["schemas"]["UserBasic"][];
            /** @description The reviewers asked to review it (`reviewer_ids`); at most one, as for assignees. */
            reviewers: components["schemas"]["UserBasic"][];
            /** @description The newer name of `work_in_progress`, always equal to it. */
            draft: boolean;
            /**
             * @description The short reference (`!1`); kept for older clients, `references` supersedes it.
             * @example !1
             */
            reference: string;
            /**
             * @description How to refer to the request in text: `short` within its project (`!1`), `relative` to the project of the
             *     call (the same `!1` here, as every answer is read in or about its own project), `full` from anywhere
             *     (`group/project!1`).
             */
            references: {
                short: string;
                relative: string;
                full: string;
            };
            /** @description The commit the source commits were squashed into when the request was merged with `squash`; otherwise null. */
            squash_commit_sha: string | null;
            /** @description Who merged it, or, while it is set to merge when the pipeline succeeds, who set it; null otherwise. */
            merge_user: components["schemas"]["UserBasic"] | null;
            /** @description Whether it cannot be merged (`merge_status` is `cannot_be_merged`). */
            has_conflicts: boolean;
            /** @description Whether no unresolved discussion blocks the merge; always true here, where comments are another resource family. */
            blocking_discussions_resolved: boolean;
            /**
             * @description What stands between the request and a merge, as current clients read it instead of `merge_status`: the first
             *     that applies of `unchecked` (while `merge_status` is `unchecked`), `not_open` (closed or merged),
             *     `draft_status` (a draft), `conflict` (`merge_status` is `cannot_be_merged`), else `mergeable`. The real
             *     service's `preparing`, `checking` and `discussions_not_resolved` are listed for clients that match on them;
             *     this server, where comments are another resource family, does not give them.
             */
            detailed_merge_status: components["schemas"]["DetailedMergeStatus"];
            /**
             * @description Whether this is the author's first contribution to the target project: the author is not a member above
             *     guest, and has no other request merged into it (none merged before this one, once this one is merged).
             */
            first_contribution: boolean;
            /**
             * @description Present only on requests from a fork: whether members who may merge into the target may also push to the
             *     source branch (`allow_collaboration` or `allow_maintainer_to_push` on create or edit).
             */
            allow_collaboration?: boolean;
            /** @description The older name of `allow_collaboration`, always equal to it; present only on requests from a fork. */
            allow_maintainer_to_push?: boolean;
            /** @description The Markdown task list items (`- [ ]`, `- [x]`) of the description, and how many of them are checked. */
            task_completion_status: {
                count: number;
                completed_count: number;
            };
            /** @description Comments are another resource family; always 0 here. */
            user_notes_count: number;
            /** @description When locked, only project members can comment. Null until set. */
            discussion_locked: boolean | null;
            /** @description Set by accepting with `should_remove_source_branch`; null until then. */
            should_remove_source_branch: boolean | null;
            /** @description The creator's `remove_source_branch` choice. */
            force_remove_source_branch: boolean;
            /**
             * Format: uri
             * @description The address of the merge request in the web interface.
             */
            web_url: string;
            time_stats: components["schemas"]["TimeStats"];
            /** @description Whether the commits are squashed into one when merging. */
            squash: boolean;
            /** @description Who merged it, or null. */
            merged_by: components["schemas"]["UserBasic"] | null;
            /**
             * Format: date-time
             * @description When the merge request was merged, or null.
             */
            merged_at: string | null;
            /** @description Who closed it last, or null (also null again after a reopen). */
            closed_by: components["schemas"]["UserBasic"] | null;
            /**
             * Format: date-time
             * @description When the merge request was closed, or null.
             */
            closed_at: string | null;
        };
        /** @description A merge request as listed (without `subscribed` and `changes_count`). */
        MergeRequestBasic: components["schemas"]["MergeRequestHead"] & components["schemas"]["MergeRequestTimestamps"] & components["schemas"]["MergeRequestTail"];
        /**
         * @description A merge request in the reduced form of `view=simple`: only its iid, URL, title, description and state.
         * @example {
         *       "iid": 1,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/merge_requests/1",
         *       "title": "Add the changelog",
         *       "description": null,
         *       "state": "opened"
         *     }
         */
        MergeRequestSimple: {
            /** @description The internal ID of the merge request, unique within its project. */
            iid: number;
            /**
             * Format: uri
             * @description The address of the merge request in the web interface.
             */
            web_url: string;
            /** @description The title of the merge request. */
            title: string;
            /** @description The description of the merge request (Markdown), or null. */
            description: string | null;
            /**
             * @description The state of the merge request.
             * @enum {string}
             */
            state: "opened" | "closed" | "merged" | "locked";
        };
        /** @description A merge request as listed, in full or, with `view=simple`, in its simple form. */
        MergeRequestListEntry: components["schemas"]["MergeRequestBasic"] | components["schemas"]["MergeRequestSimple"];
        /** @description A new merge request. `source_branch`, `target_branch` and `title` are required. */
        MergeRequestCreateRequest: {
            /** @description A branch of the project the request is made in (the fork, for a request into another project). */
            source_branch: string;
            /** @description A branch of the target project. */
            target_branch: string;
            /** @description Starting it with `WIP:`, `[WIP]`, `Draft:`, `[Draft]` or `(Draft)` marks the request as work in progress. */
            title: string;
            /**
             * Format: int32
             * @description The user to assign; 0 or absent leaves it unassigned.
             */
            assignee_id?: number;
            /**
             * @description The users to assign. A request has one assignee, as in the real service's community edition: the first of
             *     them who may be assigned is kept. Given with `assignee_id`, this one wins.
             */
            assignee_ids?: number[];
            /** @description The users asked to review it; as for assignees, the first who can read the project is kept. */
            reviewer_ids?: number[];
            /** @description The description of the merge request (Markdown). */
            description?: string;
            /**
             * Format: int32
             * @description The project to merge into: the project itself (the default) or the project it was forked from. The request then
             *     lives in the target project; `source_project_id` is this one.
             */
            target_project_id?: number;
            /** @description Label names (comma-separated or an array); labels the target project does not have are created. */
            labels?: components["schemas"]["LabelNames"];
            /**
             * Format: int32
             * @description A milestone of the target project.
             */
            milestone_id?: number;
            /** @description Remove the source branch when merging (`force_remove_source_branch`). */
            remove_source_branch?: boolean;
            /** @description For a request from a fork, let members who may merge into the target push to the source branch. */
            allow_collaboration?: boolean;
            /** @description The older name of `allow_collaboration`; when both are given, `allow_collaboration` wins. */
            allow_maintainer_to_push?: boolean;
            /** @description Squash the commits into one when merging. */
            squash?: boolean;
        };
        /** @description The caller's subscription to the merge request. */
        MergeRequestSubscribed: {
            /**
             * @description Whether the caller gets notifications: true after subscribing, false after unsubscribing; without an
             *     explicit choice, true for the author and the assignee. Absent from list entries.
             */
            subscribed: boolean;
        };
        /** @description The commits a diff version of a merge request was taken between. */
        MergeRequestDiffRefs: {
            /** @description The merge base of source and target. */
            base_sha: string;
            /** @description The source branch head. */
            head_sha: string;
            /** @description The target branch head. */
            start_sha: string;
        };
        /** @description The size and the commits of the merge request's latest diff version; absent from list entries. */
        MergeRequestDiffSummary: {
            /**
             * @description How many files the latest diff version changes, as a string; `1000+` above 1000. Null when no version
             *     was taken yet.
             * @example 2
             * @example 1000+
             */
            changes_count: string | null;
            /** @description The commits of the latest diff version, or null when none was taken yet. */
            diff_refs: components["schemas"]["MergeRequestDiffRefs"] | null;
        };
        /** @description What only the single merge request answers carry (not list entries). */
        MergeRequestMergeability: {
            /**
             * @description Why the last merge attempt failed, when a merge set to happen once the pipeline succeeds could not be done
             *     (conflicts, a moved branch); null otherwise and after a merge.
             */
            merge_error: string | null;
            /** @description What the caller may do with the request. */
            user: {
                /** @description Whether the caller may merge it (developers and above of the target project, administrators). */
                can_merge: boolean;
            };
        };
        /**
         * @description The new merge request as the create call answers it: every field of a merge request except `created_at` and
         *     `updated_at`, which the create response leaves out (read them with `GET` of the request).
         * @example {
         *       "id": 1,
         *       "iid": 1,
         *       "project_id": 3,
         *       "title": "Add the changelog",
         *       "description": "Fixes",
         *       "state": "opened",
         *       "target_branch": "master",
         *       "source_branch": "feature",
         *       "upvotes": 0,
         *       "downvotes": 0,
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "assignee": null,
         *       "source_project_id": 3,
         *       "target_project_id": 3,
         *       "labels": [
         *         "docs"
         *       ],
         *       "work_in_progress": false,
         *       "milestone": null,
         *       "merge_when_pipeline_succeeds": false,
         *       "merge_status": "can_be_merged",
         *       "sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *       "merge_commit_sha": null,
         *       "user_notes_count": 0,
         *       "discussion_locked": null,
         *       "should_remove_source_branch": null,
         *       "force_remove_source_branch": false,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/merge_requests/1",
         *       "time_stats": {
         *         "time_estimate": 0,
         *         "total_time_spent": 0,
         *         "human_time_estimate": null,
         *         "human_total_time_spent": null
         *       },
         *       "squash": false,
         *       "merged_by": null,
         *       "merged_at": null,
         *       "closed_by": null,
         *       "closed_at": null,
         *       "assignees": [],
         *       "reviewers": [],
         *       "draft": false,
         *       "reference": "!1",
         *       "references": {
         *         "short": "!1",
         *         "relative": "!1",
         *         "full": "diaspora/diaspora-client!1"
         *       },
         *       "squash_commit_sha": null,
         *       "merge_user": null,
         *       "has_conflicts": false,
         *       "blocking_discussions_resolved": true,
         *       "detailed_merge_status": "mergeable",
         *       "first_contribution": false,
         *       "task_completion_status": {
         *         "count": 0,
         *         "completed_count": 0
         *       },
         *       "subscribed": true,
         *       "changes_count": "1",
         *       "diff_refs": {
         *         "base_sha": "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
         *         "head_sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *         "start_sha": "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d"
         *       },
         *       "merge_error": null,
         *       "user": {
         *         "can_merge": true
         *       }
         *     }
         */
        MergeRequestCreated: components["schemas"]["MergeRequestHead"] & components["schemas"]["MergeRequestTail"] & components["schemas"]["MergeRequestSubscribed"] & components["schemas"]["MergeRequestDiffSummary"] & components["schemas"]["MergeRequestMergeability"];
        /**
         * @description The reasons a merge request cannot be saved, as a list of sentences.
         * @example {
         *       "message": [
         *         "Source branch \"feature\" does not exist"
         *       ]
         *     }
         */
        MessageListError: {
            message: string[];
        };
        /**
         * @description One merge request, with the caller's subscription and the size of its latest diff.
         * @example {
         *       "id": 1,
         *       "iid": 1,
         *       "project_id": 3,
         *       "title": "Add the changelog",
         *       "description": "Fixes",
         *       "state": "opened",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "updated_at": "2017-04-29T08:46:00.000Z",
         *       "target_branch": "master",
         *       "source_branch": "feature",
         *       "upvotes": 0,
         *       "downvotes": 0,
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "assignee": null,
         *       "source_project_id": 3,
         *       "target_project_id": 3,
         *       "labels": [
         *         "docs"
         *       ],
         *       "work_in_progress": false,
         *       "milestone": null,
         *       "merge_when_pipeline_succeeds": false,
         *       "merge_status": "can_be_merged",
         *       "sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *       "merge_commit_sha": null,
         *       "user_notes_count": 0,
         *       "discussion_locked": null,
         *       "should_remove_source_branch": null,
         *       "force_remove_source_branch": false,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/merge_requests/1",
         *       "time_stats": {
         *         "time_estimate": 0,
         *         "total_time_spent": 0,
         *         "human_time_estimate": null,
         *         "human_total_time_spent": null
         *       },
         *       "squash": false,
         *       "merged_by": null,
         *       "merged_at": null,
         *       "closed_by": null,
         *       "closed_at": null,
         *       "assignees": [],
         *       "reviewers": [],
         *       "draft": false,
         *       "reference": "!1",
         *       "references": {
         *         "short": "!1",
         *         "relative": "!1",
         *         "full": "diaspora/diaspora-client!1"
         *       },
         *       "squash_commit_sha": null,
         *       "merge_user": null,
         *       "has_conflicts": false,
         *       "blocking_discussions_resolved": true,
         *       "detailed_merge_status": "mergeable",
         *       "first_contribution": false,
         *       "task_completion_status": {
         *         "count": 0,
         *         "completed_count": 0
         *       },
         *       "subscribed": true,
         *       "changes_count": "1",
         *       "diff_refs": {
         *         "base_sha": "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
         *         "head_sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *         "start_sha": "1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d"
         *       },
         *       "merge_error": null,
         *       "user": {
         *         "can_merge": true
         *       }
         *     }
         */
        MergeRequest: components["schemas"]["MergeRequestBasic"] & components["schemas"]["MergeRequestSubscribed"] & components["schemas"]["MergeRequestDiffSummary"] & components["schemas"]["MergeRequestMergeability"];
        /**
         * @description Changes to a merge request. Send only the attributes to change; at least one is required, none gives
         *     400 `{"error":"add_labels, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided","message":"add_labels, assignee_id, assignee_ids, description, discussion_locked, labels, milestone_id, remove_labels, remove_source_branch, reviewer_ids, squash, state_event, target_branch, title are missing, at least one parameter must be provided"}`.
         */
        MergeRequestUpdateRequest: {
            /** @description The user to assign; 0, an empty value or null unassigns. */
            assignee_id?: number | components["schemas"]["EmptyValue"] | null;
            /**
             * @description The users to assign: the first who may be assigned is kept (one assignee per request); an empty array
             *     unassigns. Given with `assignee_id`, this one wins.
             */
            assignee_ids?: number[];
            /** @description The users asked to review it (the first who can read the project is kept); an empty array removes the reviewer. */
            reviewer_ids?: number[];
            /** @description The new description; empty or null removes it. */
            description?: string | null;
            /** @description When locked, only project members can comment. */
            discussion_locked?: boolean;
            /** @description Label names (comma-separated or an array) replacing the current ones (empty removes all); missing labels are created. */
            labels?: components["schemas"]["LabelNames"];
            /** @description Label names to add to the current ones (or to `labels` when given); missing labels are created. */
            add_labels?: components["schemas"]["LabelNames"];
            /** @description Label names to remove from the current ones (or from `labels` when given). */
            remove_labels?: components["schemas"]["LabelNames"];
            /** @description A milestone of the target project; 0, an empty value or null removes the milestone. */
            milestone_id?: number | components["schemas"]["EmptyValue"] | null;
            /** @description Remove the source branch when merging. */
            remove_source_branch?: boolean;
            /** @description For a request from a fork, let members who may merge into the target push to the source branch. */
            allow_collaboration?: boolean;
            /** @description The older name of `allow_collaboration`; when both are given, `allow_collaboration` wins. */
            allow_maintainer_to_push?: boolean;
            /** @description Squash the commits into one when merging. */
            squash?: boolean;
            /**
             * @description `close` closes an open request; `reopen` makes a closed one `opened` again. Merged requests stay merged.
             * @enum {string}
             */
            state_event?: "close" | "reopen";
            /** @description A branch of the target project. */
            target_branch?: string;
            /** @description The new title. */
            title?: string;
        };
        /** @description What a closed-issue item adds to the issue. */
        ClosedIssueChanges: {
            /**
             * @description The closing merge request's own `changes_count`.
             * @example 1
             * @example 1000+
             */
            changes_count: string | null;
        };
        /**
         * @description An issue of this service that merging the request would close, with `changes_count`: the number of files the
         *     closing merge request changes (its own `changes_count`, a string, `1000+` above 1000; null before its first diff
         *     version).
         */
        ClosedIssue: components["schemas"]["Issue"] & components["schemas"]["ClosedIssueChanges"];
        /**
         * @description An issue of an external issue tracker, as referenced in text (`JIRA-1`).
         * @example {
         *       "id": "PROJ-123",
         *       "title": "External Issue PROJ-123"
         *     }
         */
        ExternalIssue: {
            /** @description The key of the issue in the external tracker (for example JIRA-1). */
            id: string;
            /** @description The title shown for the issue. */
            title: string;
        };
        /** @description An issue a merge request closes when merged, from the project's issues or its external issue tracker. */
        MergeRequestClosedIssue: components["schemas"]["ClosedIssue"] | components["schemas"]["ExternalIssue"];
        /**
         * @description A merge request as subscribe and unsubscribe answer it: the fields up to `merge_commit_sha` with the caller's
         *     `subscribed`, nothing after `merge_commit_sha` (these responses stop there).
         * @example {
         *       "id": 1,
         *       "iid": 1,
         *       "project_id": 3,
         *       "title": "Add the changelog",
         *       "description": "Fixes",
         *       "state": "opened",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "updated_at": "2017-04-29T08:46:00.000Z",
         *       "target_branch": "master",
         *       "source_branch": "feature",
         *       "upvotes": 0,
         *       "downvotes": 0,
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "assignee": null,
         *       "source_project_id": 3,
         *       "target_project_id": 3,
         *       "labels": [
         *         "docs"
         *       ],
         *       "work_in_progress": false,
         *       "milestone": null,
         *       "merge_when_pipeline_succeeds": false,
         *       "merge_status": "can_be_merged",
         *       "subscribed": true,
         *       "sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *       "merge_commit_sha": null
         *     }
         */
        MergeRequestSubscription: components["schemas"]["MergeRequestHead"] & components["schemas"]["MergeRequestTimestamps"] & components["schemas"]["MergeRequestSubscribed"];
        /** @description A todo of the caller about a merge request. */
        Todo: {
            /** @description The ID of the todo. */
            id: number;
            project: {
                id: number;
                name: string;
                name_with_namespace: string;
                path: string;
                path_with_namespace: string;
            };
            author: components["schemas"]["UserBasic"];
            /**
             * @description `marked`: the caller added it themself.
             * @enum {string}
             */
            action_name: "marked";
            /**
             * @description The type of the todo's target.
             * @enum {string}
             */
            target_type: "MergeRequest";
            target: components["schemas"]["MergeRequest"];
            /**
             * Format: uri
             * @description The address of the target in the web interface.
             */
            target_url: string;
            /** @description The merge request's title. */
            body: string;
            /**
             * @description Whether the todo is pending or done.
             * @enum {string}
             */
            state: "pending" | "done";
            /**
             * Format: date-time
             * @description When the todo was created.
             */
            created_at: string;
        };
        /**
         * @description A duration in the service's human format: numbers with the units `mo` (4 weeks), `w` (5 days), `d` (8 hours),
         *     `h`, `m` and `s`, e.g. `3h30m`, `1w 2d`, `1mo`; a bare number means hours. `add_spent_time` also accepts a
         *     leading `-` to subtract.
         */
        TimeDurationRequest: {
            /**
             * @description The duration, for example 3h30m (units mo, w, d, h, m and s).
             * @example 3h30m
             * @example 1w 2d
             * @example -30m
             */
            duration: string;
        };
        /**
         * @description One changed file of a merge request's diff. `diff` is the unified diff of the file without git's header lines
         *     (`diff --git`, `index`, mode and rename lines): it starts at the `---`/`+++` lines, or is the `Binary files …
         *     differ` line, and is empty for a pure rename or mode change and for a file whose diff is larger than 200 KB
         *     (too large to show, as in the real service). Modes are octal strings; `0` stands for "no file" (the old mode
         *     of an added file, the new mode of a deleted one).
         * @example {
         *       "old_path": "VERSION",
         *       "new_path": "VERSION",
         *       "a_mode": "100644",
         *       "b_mode": "100644",
         *       "diff": "--- a/VERSION\n+++ b/VERSION\n@@ -1 +1 @@\n-1.9.7\n+1.9.8\n",
         *       "new_file": false,
         *       "renamed_file": false,
         *       "deleted_file": false
         *     }
         */
        MergeRequestChange: {
            /** @description The path of the file before the change. */
            old_path: string;
            /** @description The path of the file after the change. */
            new_path: string;
            /** @description The file's mode before, `0` for an added file. */
            a_mode: string;
            /** @description The file's mode after, `0` for a deleted file. */
            b_mode: string;
            /** @description The unified diff of the file. */
            diff: string;
            /** @description Whether the change adds the file. */
            new_file: boolean;
            /** @description Whether the change renames the file. */
            renamed_file: boolean;
            /** @description Whether the change deletes the file. */
            deleted_file: boolean;
        };
        /**
         * @description The merge request with the files its latest diff version changes. At most 1000 files are listed (the real
         *     service's diff limit); `changes_count` is then `1000+`. Before a first version exists `changes` is empty.
         * @example {
         *       "id": 1,
         *       "iid": 1,
         *       "project_id": 3,
         *       "title": "Add the changelog",
         *       "description": "Fixes",
         *       "state": "opened",
         *       "created_at": "2017-04-29T08:46:00.000Z",
         *       "updated_at": "2017-04-29T08:46:00.000Z",
         *       "target_branch": "master",
         *       "source_branch": "feature",
         *       "upvotes": 0,
         *       "downvotes": 0,
         *       "author": {
         *         "id": 2,
         *         "username": "alice",
         *         "name": "Alice Liddell",
         *         "state": "active",
         *         "avatar_url": null,
         *         "web_url": "http://localhost:3000/alice"
         *       },
         *       "assignee": null,
         *       "source_project_id": 3,
         *       "target_project_id": 3,
         *       "labels": [
         *         "docs"
         *       ],
         *       "work_in_progress": false,
         *       "milestone": null,
         *       "merge_when_pipeline_succeeds": false,
         *       "merge_status": "can_be_merged",
         *       "sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *       "merge_commit_sha": null,
         *       "user_notes_count": 0,
         *       "discussion_locked": null,
         *       "should_remove_source_branch": null,
         *       "force_remove_source_branch": false,
         *       "web_url": "http://localhost:3000/diaspora/diaspora-client/-/merge_requests/1",
         *       "time_stats": {
         *         "time_estimate": 0,
         *         "total_time_spent": 0,
         *         "human_time_estimate": null,
         *         "human_total_time_spent": null
         *       },
         *       "squash": false,
         *       "merged_by": null,
         *       "merged_at": null,
         *       "closed_by": null,
         *       "closed_at": null,
         *       "assignees": [],
         *       "reviewers": [],
         *       "draft": false,
         *       "reference": "!1",
         *       "references": {
         *         "short": "!1",
         *         "relative": "!1",
         *         "full": "diaspora/diaspora-client!1"
         *       },
         *       "squash_commit_sha": null,
         *       "merge_user": null,
         *       "has_conflicts": false,
         *       "blocking_discussions_resolved": true,
         *       "detailed_merge_status": "mergeable",
         *       "first_contribution": false,
         *       "task_completion_status": {
         *         "count": 0,
         *         "completed_count": 0
         *       },
         *       "subscribed": true,
         *       "changes_count": "1",
         *       "diff_refs": {
         *         "base_sha": "6104942438c14ec7bd21c6cd5bd995272b3faff6",
         *         "head_sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b",
         *         "start_sha": "6104942438c14ec7bd21c6cd5bd995272b3faff6"
         *       },
         *       "merge_error": null,
         *       "user": {
         *         "can_merge": true
         *       },
         *       "changes": [
         *         {
         *           "old_path": "CHANGELOG.md",
         *           "new_path": "CHANGELOG.md",
         *           "a_mode": "0",
         *           "b_mode": "100644",
         *           "diff": "--- /dev/null\n+++ b/CHANGELOG.md\n@@ -0,0 +1 @@\n+v1.0.0\n",
         *           "new_file": true,
         *           "renamed_file": false,
         *           "deleted_file": false
         *         }
         *       ]
         *     }
         */
        MergeRequestChanges: {
            /** @description The changed files with their diffs, at most 1000. */
            changes: components["schemas"]["MergeRequestChange"][];
        } & components["schemas"]["MergeRequest"];
        /**
         * @description One diff version of a merge request: the heads it was taken from. A version is taken when the request is created
         *     or reopened and whenever a push moves its source or target branch. `state` is `collected` when files changed,
         *     `empty` when none did, `overflow` above 1000 changed files; `real_size` is the number of changed files as a
         *     string (`1000+` when it overflows).
         * @example {
         *       "id": 110,
         *       "head_commit_sha": "33e2ee8579fda5bc36accc9c6fbd0b4fefda9e30",
         *       "base_commit_sha": "eeb57dffe83deb686a60a71c16c32f71046868fd",
         *       "start_commit_sha": "eeb57dffe83deb686a60a71c16c32f71046868fd",
         *       "created_at": "2016-07-26T14:44:48.926Z",
         *       "merge_request_id": 105,
         *       "state": "collected",
         *       "real_size": "1"
         *     }
         */
        MergeRequestDiffVersion: {
            /** @description The ID of the diff version. */
            id: number;
            /** @description The source branch head. */
            head_commit_sha: string;
            /** @description The merge base of source and target (the target head for unrelated histories). */
            base_commit_sha: string;
            /** @description The target branch head. */
            start_commit_sha: string;
            /**
             * Format: date-time
             * @description When the version was created (a push to the source branch).
             */
            created_at: string;
            /** @description The merge request's `id` (not its `iid`). */
            merge_request_id: number;
            /**
             * @description The state of the diff version.
             * @enum {string}
             */
            state: "collected" | "empty" | "overflow";
            /** @description The number of changed files, as a string (it ends with + when the diff was cut). */
            real_size: string;
        };
        /**
         * @description One diff version with its commits (between the merge base and the head, newest first) and its changed files
         *     (at most 1000).
         * @example {
         *       "id": 110,
         *       "head_commit_sha": "33e2ee8579fda5bc36accc9c6fbd0b4fefda9e30",
         *       "base_commit_sha": "eeb57dffe83deb686a60a71c16c32f71046868fd",
         *       "start_commit_sha": "eeb57dffe83deb686a60a71c16c32f71046868fd",
         *       "created_at": "2016-07-26T14:44:48.926Z",
         *       "merge_request_id": 105,
         *       "state": "collected",
         *       "real_size": "1",
         *       "commits": [
         *         {
         *           "id": "33e2ee8579fda5bc36accc9c6fbd0b4fefda9e30",
         *           "short_id": "33e2ee85",
         *           "created_at": "2016-07-26T14:44:48.000Z",
         *           "parent_ids": [
         *             "eeb57dffe83deb686a60a71c16c32f71046868fd"
         *           ],
         *           "title": "Change year to 2018",
         *           "message": "Change year to 2018\n",
         *           "author_name": "Administrator",
         *           "author_email": "admin@example.com",
         *           "authored_date": "2016-07-26T14:44:48.000Z",
         *           "committer_name": "Administrator",
         *           "committer_email": "admin@example.com",
         *           "committed_date": "2016-07-26T14:44:48.000Z",
         *           "web_url": "http://localhost:3000/root/test/-/commit/33e2ee8579fda5bc36accc9c6fbd0b4fefda9e30"
         *         }
         *       ],
         *       "diffs": [
         *         {
         *           "old_path": "LICENSE",
         *           "new_path": "LICENSE",
         *           "a_mode": "100644",
         *           "b_mode": "100644",
         *           "diff": "--- a/LICENSE\n+++ b/LICENSE\n@@ -1,4 +1,4 @@\n-Copyright (c) 2017\n+Copyright (c) 2018\n",
         *           "new_file": false,
         *           "renamed_file": false,
         *           "deleted_file": false
         *         }
         *       ]
         *     }
         */
        MergeRequestDiffVersionDetail: {
            /** @description The commits of the version, newest first. */
            commits: components["schemas"]["Commit"][];
            /** @description The changed files of the version with their diffs, at most 1000. */
            diffs: components["schemas"]["MergeRequestChange"][];
        } & components["schemas"]["MergeRequestDiffVersion"];
        /**
         * @description How to accept (merge) a merge request. Every attribute is optional.
         * @example {
         *       "merge_commit_message": "Merge the feature",
         *       "should_remove_source_branch": true,
         *       "sha": "8f2b3c9a1e0d4b7c6a5f4e3d2c1b0a9f8e7d6c5b"
         *     }
         */
        MergeRequestAcceptRequest: {
            /**
             * @description The merge commit's message; by default `Merge branch '<source>' into '<target>'`, a blank line, the title, a
             *     blank line and `See merge request <project path>!<iid>`.
             */
            merge_commit_message?: string;
            /**
             * @description Remove the source branch after merging (also done when the request was created or updated with
             *     `remove_source_branch`). A branch that moved meanwhile is kept.
             */
            should_remove_source_branch?: boolean;
            /**
             * @description When the source head has commit statuses that are pending or running, do not merge now: set
             *     `merge_when_pipeline_succeeds` and merge once all of them succeed. Without such statuses the request is
             *     merged at once.
             */
            merge_when_pipeline_succeeds?: boolean;
            /** @description When present, must be the source branch head, otherwise nothing is merged (409). */
            sha?: string;
        };
        /**
         * @description The addresses of an external issue tracker. In `issues_url` the placeholder `:id` stands for the issue's
         *     identifier (`123` for `#123`, `PROJ-123` for `PROJ-123`). Empty after the tracker was switched off.
         * @example {
         *       "new_issue_url": "https://tracker.example.com/projects/web/issues/new",
         *       "issues_url": "https://tracker.example.com/issues/:id",
         *       "project_url": "https://tracker.example.com/projects/web"
         *     }
         */
        CustomIssueTrackerProperties: {
            /** @description Where users open a new issue. */
            new_issue_url?: string;
            /** @description The address of one issue, with `:id` where the issue's identifier goes. */
            issues_url?: string;
            /** @description The project's page in the tracker. */
            project_url?: string;
        };
        /**
         * @description A project's custom issue tracker integration: while `active`, references such as `#123` and `PROJ-123` name
         *     issues of that tracker (see `GET /projects/{id}/merge_requests/{merge_request_iid}/closes_issues`).
         * @example {
         *       "id": 1,
         *       "title": "Custom Issue Tracker",
         *       "slug": "custom-issue-tracker",
         *       "created_at": "2026-04-29T08:46:00.000Z",
         *       "updated_at": "2026-04-29T08:46:00.000Z",
         *       "active": true,
         *       "properties": {
         *         "new_issue_url": "https://tracker.example.com/projects/web/issues/new",
         *         "issues_url": "https://tracker.example.com/issues/:id",
         *         "project_url": "https://tracker.example.com/projects/web"
         *       }
         *     }
         */
        CustomIssueTrackerIntegration: {
            /** @description The integration's id. */
            id: number;
            /**
             * @description Always `Custom Issue Tracker`.
             * @enum {string}
             */
            title: "Custom Issue Tracker";
            /**
             * @description The integration's name in paths.
             * @enum {string}
             */
            slug: "custom-issue-tracker";
            /**
             * Format: date-time
             * @description When the tracker was first set.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When it was last set or switched off.
             */
            updated_at: string;
            /** @description Whether the project uses the tracker (false after `DELETE`). */
            active: boolean;
            properties: components["schemas"]["CustomIssueTrackerProperties"];
        };
        /**
         * @description The tracker's addresses, all required; each must be an absolute `http` or `https` URL. `issues_url` should
         *     contain the placeholder `:id`.
         * @example {
         *       "new_issue_url": "https://tracker.example.com/projects/web/issues/new",
         *       "issues_url": "https://tracker.example.com/issues/:id",
         *       "project_url": "https://tracker.example.com/projects/web"
         *     }
         */
        CustomIssueTrackerRequest: {
            /** @description Where users open a new issue. */
            new_issue_url: string;
            /** @description The address of one issue, with `:id` where the issue's identifier goes. */
            issues_url: string;
            /** @description The project's page in the tracker. */
            project_url: string;
        };
        /**
         * @description The answer of a readiness or liveness probe.
         * @example {
         *       "status": "ok"
         *     }
         */
        ProbeStatus: {
            /**
             * @description Whether the server passes the probe.
             * @enum {string}
             */
            status: "ok" | "failed";
            /** @description The checks of the server itself (readiness only). */
            master_check?: {
                /**
                 * @description The check's result.
                 * @enum {string}
                 */
                status: "ok" | "failed";
                /** @description What failed. */
                message?: string;
            }[];
        };
        /**
         * @description A request the server received, as the request journal of a test server holds it.
         * @example {
         *       "method": "POST",
         *       "path": "/projects/1/merge_requests",
         *       "operation_id": "createMergeRequest",
         *       "query": {},
         *       "headers": {
         *         "content-type": "application/json",
         *         "private-token": "[masked]"
         *       },
         *       "body": {
         *         "source_branch": "feature",
         *         "target_branch": "master",
         *         "title": "Add a feature"
         *       },
         *       "status": 201,
         *       "received_at": "2030-01-02T03:04:05.000Z"
         *     }
         */
        TestRequest: {
            /**
             * @description The HTTP method.
             * @example POST
             */
            method: string;
            /**
             * @description The path below `/api/v4`, without the query string.
             * @example /projects/1/merge_requests
             */
            path: string;
            /**
             * @description The operation of this document the request matched; null when it matched none.
             * @example createMergeRequest
             */
            operation_id: string | null;
            /** @description The query string's parameters; a repeated one has an array of its values. */
            query: {
                [key: string]: string | string[];
            };
            /**
             * @description The request headers, names in lower case. Credentials (`private-token`, `authorization`, `job-token`,
             *     `sudo` aside) and cookies are masked as `[masked]`.
             */
            headers: {
                [key: string]: string;
            };
            /** @description The body, parsed when it was JSON or form-encoded; a text otherwise; null when there was none. */
            body: unknown;
            /**
             * @description The status the server answered with; 0 when the connection closed without an answer.
             * @example 201
             */
            status: number;
            /**
             * Format: date-time
             * @description When the request came in (the server's clock).
             */
            received_at: string;
        };
        /**
         * @description An injected fault and how often it has hit.
         * @example {
         *       "id": 1,
         *       "method": null,
         *       "path": null,
         *       "operation_id": "getMergeRequest",
         *       "status": 429,
         *       "retry_after": 1,
         *       "delay_ms": 0,
         *       "drop_connection": false,
         *       "times": 2,
         *       "probability": 1,
         *       "random_seed": 0,
         *       "hits": 0
         *     }
         */
        TestFault: {
            /**
             * @description The fault's id, from 1 after each start or reset.
             * @example 1
             */
            id: number;
            /**
             * @description The method it matches; null for any.
             * @enum {string|null}
             */
            method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | null;
            /** @description The path or path template it matches; null for any. */
            path: string | null;
            /** @description The operation it matches; null for any. */
            operation_id: string | null;
            /** @description The status it answers with; null for the real answer (delayed) or none (dropped). */
            status: number | null;
            /** @description The `Retry-After` seconds of a `429`. */
            retry_after: number;
            /** @description The wait before the answer, in milliseconds. */
            delay_ms: number;
            /** @description Whether it closes the connection without an answer. */
            drop_connection: boolean;
            /** @description The hits it was given; null for no limit. */
            times: number | null;
            /** @description The chance that a matching request is hit. */
            probability: number;
            /** @description Where the draws of `probability` start. */
            random_seed: number;
            /** @description The requests it has hit so far; it is removed once `hits` reaches `times`. */
            hits: number;
        };
        /**
         * @description A fault to inject: which requests it matches (`method`, `path`, `operation_id`; each left out matches any) and
         *     what they get instead of the real answer (`status`, `delay_ms`, `drop_connection`; at least one of them).
         * @example {
         *       "operation_id": "getMergeRequest",
         *       "status": 429,
         *       "times": 2
         *     }
         */
        TestFaultRequest: {
            /**
             * @description Matches requests with this method.
             * @enum {string}
             */
            method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD";
            /**
             * @description Matches requests to this path below `/api/v4`: a literal path (`/projects/1`) or a path template of this
             *     document (`/projects/{id}`).
             * @example /projects/{id}/merge_requests/{merge_request_iid}
             */
            path?: string;
            /**
             * @description Matches requests for this operation of this document.
             * @example getMergeRequest
             */
            operation_id?: string;
            /**
             * @description Answer with this status and the real service's body for it instead of handling the request. A `429` carries
             *     `Retry-After` and the `RateLimit-*` headers the real service sends, with the text body `Retry later`.
             * @example 429
             */
            status?: number;
            /**
             * @description The `Retry-After` seconds of a `429`.
             * @default 1
             */
            retry_after?: number;
            /** @description Wait this long before answering (the real answer, or the given `status`). */
            delay_ms?: number;
            /** @description Close the connection without answering. */
            drop_connection?: boolean;
            /**
             * @description How many matching requests the fault hits; null for every one until it is removed.
             * @default 1
             */
            times?: number | null;
            /**
             * @description The chance that a matching request is hit; each draw comes from a generator started from `random_seed`.
             * @default 1
             */
            probability?: number;
            /**
             * @description Where the draws of `probability` start, so that a run gives the same hits every time.
             * @default 0
             */
            random_seed?: number;
        };
        /**
         * @description The server's clock.
         * @example {
         *       "now": "2030-01-02T03:04:05.000Z",
         *       "frozen": true
         *     }
         */
        TestClock: {
            /**
             * Format: date-time
             * @description The server's time.
             */
            now: string;
            /** @description Whether the clock is stopped. */
            frozen: boolean;
        };
        /**
         * @description Stops the clock at `frozen_at` (null: real time again), or moves it `advance_seconds` ahead (a stopped clock stays
         *     stopped at the later time; a running one keeps running, ahead of real time).
         * @example {
         *       "frozen_at": "2030-01-02T03:04:05Z"
         *     }
         */
        TestClockRequest: {
            /**
             * Format: date-time
             * @description The instant to stop the clock at; null lets it run in real time again.
             * @example 2030-01-02T03:04:05Z
             */
            frozen_at?: string | null;
            /**
             * @description How many seconds to move the clock ahead.
             * @example 259200
             */
            advance_seconds?: number;
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
        ProjectCreateForUserRequest: {
            name: components["schemas"]["ProjectName"];
            path?: components["schemas"]["ProjectPath"];
            /**
             * Format: int32
             * @description The namespace to create the project in; defaults to the user's own namespace.
             */
            namespace_id?: number;
            /**
             * @description The repository's default branch: `master` when not given, or for an import (`import_url`) the branch the
             *     source's `HEAD` names. A name git does not accept as a branch name gives 400
             *     `{"message":{"default_branch":["is invalid"]}}`.
             */
            default_branch?: string;
            /**
             * @description true gives the repository a first commit on the default branch, by the creator, adding `README.md`
             *     with the content `# <project name>` and a newline.
             * @default false
             */
            initialize_with_readme?: boolean;
            /**
             * @description Shown as `printing_merge_requests_link_enabled`.
             * @default true
             */
            printing_merge_request_link_enabled?: boolean;
            /**
             * @description Enable issues for the project.
             * @default true
             */
            issues_enabled?: boolean;
            /**
             * @description Enable merge requests for the project.
             * @default true
             */
            merge_requests_enabled?: boolean;
            /**
             * @description Enable CI/CD jobs for the project.
             * @default true
             */
            jobs_enabled?: boolean;
            /**
             * @description Enable the wiki for the project.
             * @default true
             */
            wiki_enabled?: boolean;
            /**
             * @description Enable snippets for the project.
             * @default true
             */
            snippets_enabled?: boolean;
            /**
             * @description Enable the container registry for the project.
             * @default true
             */
            container_registry_enabled?: boolean;
            /**
             * @description Resolve discussions on lines a push changed.
             * @default false
             */
            resolve_outdated_diff_discussions?: boolean;
            /**
             * @description Let users who are not members view the project's jobs.
             * @default true
             */
            public_jobs?: boolean;
            /**
             * @description Allow merges only when the latest pipeline succeeded.
             * @default false
             */
            only_allow_merge_if_pipeline_succeeds?: boolean;
            /**
             * @description Allow merges only when all discussions are resolved.
             * @default false
             */
            only_allow_merge_if_all_discussions_are_resolved?: boolean;
            /**
             * @description Enable Git LFS for the project.
             * @default true
             */
            lfs_enabled?: boolean;
            /**
             * @description Allow users to request to become members.
             * @default true
             */
            request_access_enabled?: boolean;
        } & components["schemas"]["ProjectSettings"];
        /**
         * @description A new project for a user sent as `multipart/form-data`, which may carry an `avatar` file.
         * @example {
         *       "name": "Diaspora Client",
         *       "avatar": "(binary image)"
         *     }
         */
        ProjectCreateForUserMultipartRequest: components["schemas"]["ProjectCreateForUserRequest"] & components["schemas"]["ProjectAvatar"];
        /**
         * @description The project an event happened in, as webhook payloads describe it.
         * @example {
         *       "id": 3,
         *       "name": "Diaspora",
         *       "description": "A social network",
         *       "web_url": "http://localhost:3000/mike/diaspora",
         *       "avatar_url": null,
         *       "git_ssh_url": "git@localhost:mike/diaspora.git",
         *       "git_http_url": "http://localhost:3000/mike/diaspora.git",
         *       "namespace": "mike",
         *       "visibility_level": 20,
         *       "path_with_namespace": "mike/diaspora",
         *       "default_branch": "master",
         *       "ci_config_path": null,
         *       "homepage": "http://localhost:3000/mike/diaspora",
         *       "url": "git@localhost:mike/diaspora.git",
         *       "ssh_url": "git@localhost:mike/diaspora.git",
         *       "http_url": "http://localhost:3000/mike/diaspora.git"
         *     }
         */
        WebhookProject: {
            id: number;
            name: string;
            description: string | null;
            web_url: string;
            avatar_url: string | null;
            git_ssh_url: string;
            git_http_url: string;
            /** @description The name of the project's namespace. */
            namespace: string;
            /**
             * @description 0 private, 10 internal, 20 public.
             * @enum {integer}
             */
            visibility_level: 0 | 10 | 20;
            path_with_namespace: string;
            default_branch: string;
            ci_config_path: string | null;
            homepage: string;
            /** @description The same as `git_ssh_url` (legacy). */
            url: string;
            /** @description The same as `git_ssh_url` (legacy). */
            ssh_url: string;
            /** @description The same as `git_http_url` (legacy). */
            http_url: string;
        };
        /**
         * @description The author of a commit, as git records it.
         * @example {
         *       "name": "Jordi Mallach",
         *       "email": "jordi@example.com"
         *     }
         */
        WebhookCommitAuthor: {
            name: string;
            email: string;
        };
        /**
         * @description A commit in a webhook payload; push payloads add the paths it added, modified and removed.
         * @example {
         *       "id": "b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327",
         *       "message": "Update Catalan translation to e38cb41.\n",
         *       "title": "Update Catalan translation to e38cb41.",
         *       "timestamp": "2011-12-12T14:27:31+02:00",
         *       "url": "http://localhost:3000/mike/diaspora/-/commit/b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327",
         *       "author": {
         *         "name": "Jordi Mallach",
         *         "email": "jordi@example.com"
         *       },
         *       "added": [
         *         "CHANGELOG"
         *       ],
         *       "modified": [
         *         "app/controller/application.rb"
         *       ],
         *       "removed": []
         *     }
         */
        WebhookCommit: {
            /** @description The full SHA. */
            id: string;
            message: string;
            /** @description The first line of the message. */
            title: string;
            /**
             * Format: date-time
             * @description The author date, with the author's zone.
             */
            timestamp: string;
            url: string;
            author: components["schemas"]["WebhookCommitAuthor"];
            added?: string[];
            modified?: string[];
            removed?: string[];
        };
        /**
         * @description The project's repository, as webhook payloads describe it (push payloads add the git URLs and visibility).
         * @example {
         *       "name": "Diaspora",
         *       "url": "git@localhost:mike/diaspora.git",
         *       "description": "A social network",
         *       "homepage": "http://localhost:3000/mike/diaspora",
         *       "git_http_url": "http://localhost:3000/mike/diaspora.git",
         *       "git_ssh_url": "git@localhost:mike/diaspora.git",
         *       "visibility_level": 20
         *     }
         */
        WebhookRepository: {
            name: string;
            url: string;
            description: string | null;
            homepage: string;
            git_http_url?: string;
            git_ssh_url?: string;
            /** @enum {integer} */
            visibility_level?: 0 | 10 | 20;
        };
        /**
         * @description The payload of a `Push Hook` (a branch moved, was created or deleted) or a `Tag Push Hook` (a tag was created,
         *     moved or deleted). `before` is forty zeros for a created ref, `after` for a deleted one (then `checkout_sha` is
         *     null and `commits` empty). `commits` holds at most the 20 newest new commits, oldest first;
         *     `total_commits_count` counts all of them. For a tag, `commits` holds the tagged commit and `message` the
         *     annotation of an annotated tag.
         */
        WebhookPushEvent: {
            /** @enum {string} */
            object_kind: "push" | "tag_push";
            /** @enum {string} */
            event_name: "push" | "tag_push";
            before: string;
            after: string;
            /** @description The full ref name (`refs/heads/main`, `refs/tags/v1.0`). */
            ref: string;
            checkout_sha: string | null;
            message: string | null;
            user_id: number | null;
            user_name: string | null;
            user_username: string | null;
            user_email: string | null;
            user_avatar: string | null;
            project_id: number;
            project: components["schemas"]["WebhookProject"];
            commits: components["schemas"]["WebhookCommit"][];
            total_commits_count: number;
            repository: components["schemas"]["WebhookRepository"];
        };
        /**
         * @description The user who caused an event (or an assignee), as webhook payloads describe them.
         * @example {
         *       "id": 1,
         *       "name": "Administrator",
         *       "username": "root",
         *       "avatar_url": null,
         *       "email": "admin@example.com"
         *     }
         */
        WebhookUser: {
            id: number;
            name: string;
            username: string;
            avatar_url: string | null;
            email?: string;
        };
        /**
         * @description A label in a webhook payload.
         * @example {
         *       "id": 206,
         *       "title": "API",
         *       "color": "#ffffff",
         *       "project_id": 14,
         *       "created_at": "2013-12-03T17:15:43.000Z",
         *       "updated_at": "2013-12-03T17:15:43.000Z",
         *       "template": false,
         *       "description": "API related issues",
         *       "type": "ProjectLabel",
         *       "group_id": null
         *     }
         */
        WebhookLabel: {
            id: number;
            title: string;
            color: string;
            project_id: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            template: boolean;
            description: string | null;
            /** @enum {string} */
            type: "ProjectLabel";
            group_id: null;
        };
        /** @description The merge request after the change, with the action that caused the event. */
        WebhookMergeRequestAttributes: {
            /** @description Who last edited the request (title, description, labels, …); null until then. */
            updated_by_id: number | null;
            /** @description As in the merge request's REST answer. */
            blocking_discussions_resolved: boolean;
            detailed_merge_status: components["schemas"]["DetailedMergeStatus"];
            /** @description As in the merge request's REST answer. */
            first_contribution: boolean;
            id: number;
            iid: number;
            title: string;
            description: string | null;
            /** @enum {string} */
            state: "opened" | "closed" | "merged" | "locked";
            /** @enum {string} */
            merge_status: "unchecked" | "can_be_merged" | "cannot_be_merged";
            source_branch: string;
            target_branch: string;
            source_project_id: number;
            target_project_id: number;
            author_id: number;
            assignee_id: number | null;
            assignee_ids: number[];
            /** @description The assignee (`assignee_id`); present only when the request is assigned, as in the real service. */
            assignee?: components["schemas"]["WebhookUser"];
            milestone_id: number | null;
            labels: components["schemas"]["WebhookLabel"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            merge_commit_sha: string | null;
            merged_at?: string | null;
            closed_at?: string | null;
            merge_when_pipeline_succeeds: boolean;
            discussion_locked?: boolean | null;
            squash?: boolean;
            time_estimate: number;
            total_time_spent: number;
            /** @description The merge request's web page. */
            url: string;
            source: components["schemas"]["WebhookProject"];
            target: components["schemas"]["WebhookProject"];
            /** @description The head of the source branch (null when the branch is gone). */
            last_commit: components["schemas"]["WebhookCommit"] | null;
            /** @description The title marks a draft (`Draft:`, `[Draft]`, `(Draft)`, `WIP:`, `[WIP]`). */
            work_in_progress: boolean;
            /** @enum {string} */
            action: "open" | "update" | "close" | "reopen" | "merge";
        };
        /**
         * @description What an update changed: for each changed attribute its `previous` and `current` value, the same way in merge
         *     request and issue events: `labels` as lists of label objects (as in `labels`), and every edit also gives
         *     `updated_at` and `updated_by_id` (the editor's id; null before the first edit). Empty for events other than
         *     `update` unless the change also moved attributes (e.g. `state`).
         * @example {
         *       "title": {
         *         "previous": "Draft title",
         *         "current": "Final title"
         *       }
         *     }
         */
        WebhookChanges: {
            [key: string]: {
                previous: unknown;
                current: unknown;
            };
        };
        /** @description The payload of a `Merge Request Hook`. */
        WebhookMergeRequestEvent: {
            /** @enum {string} */
            object_kind: "merge_request";
            /** @enum {string} */
            event_type: "merge_request";
            /** @description Who made the change (null when no user did, e.g. a system change). */
            user: components["schemas"]["WebhookUser"] | null;
            project: components["schemas"]["WebhookProject"];
            object_attributes: components["schemas"]["WebhookMergeRequestAttributes"];
            labels: components["schemas"]["WebhookLabel"][];
            changes: components["schemas"]["WebhookChanges"];
            repository: components["schemas"]["WebhookRepository"];
            assignees: components["schemas"]["WebhookUser"][];
        };
        /** @description The issue after the change, with the action that caused the event. */
        WebhookIssueAttributes: {
            /** @description Who last edited the issue; null until then. */
            updated_by_id: number | null;
            id: number;
            iid: number;
            title: string;
            description: string | null;
            /** @enum {string} */
            state: "opened" | "closed";
            project_id: number;
            author_id: number;
            assignee_id: number | null;
            assignee_ids: number[];
            milestone_id: number | null;
            labels: components["schemas"]["WebhookLabel"][];
            confidential: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            closed_at: string | null;
            /** @description The issue's web page. */
            url: string;
            /** @enum {string} */
            action: "open" | "update" | "close" | "reopen";
        };
        /** @description The payload of an `Issue Hook`. Confidential issues are not delivered to project hooks. */
        WebhookIssueEvent: {
            /** @enum {string} */
            object_kind: "issue";
            /** @enum {string} */
            event_type: "issue";
            /** @description Who made the change (null when no user did). */
            user: components["schemas"]["WebhookUser"] | null;
            project: components["schemas"]["WebhookProject"];
            object_attributes: components["schemas"]["WebhookIssueAttributes"];
            labels: components["schemas"]["WebhookLabel"][];
            changes: components["schemas"]["WebhookChanges"];
            repository: components["schemas"]["WebhookRepository"];
            assignees: components["schemas"]["WebhookUser"][];
            /** @description The assignee (the first of `assignees`); present only when the issue is assigned, as in the real service. */
            assignee?: components["schemas"]["WebhookUser"];
        };
    };
    responses: {
        /**
         * @description A parameter is missing (`error` and `message`, the same text), invalid or outside its enumeration (`error`), a
         *     request-level rule failed (`message` text), or model validation failed (`message` object).
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MissingParameterError"] | components["schemas"]["ParameterError"] | components["schemas"]["MessageError"] | components["schemas"]["ValidationError"];
            };
        };
        /** @description Credentials are missing where the call needs them, or are invalid, expired or revoked. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
        /** @description The user. */
        User: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
                "application/json": components["schemas"]["User"][];
            };
        };
        /** @description The e-mail address or the username is another user's (compared case-insensitively; the e-mail address is checked first). */
        UserTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The request body or an uploaded file is larger than allowed. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /**
         * @description The body's `Content-Type` is not one the operation takes, or its `Content-Encoding` is not `identity`, `gzip`,
         *     `deflate` or `br`.
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description A resource with the same unique attributes exists. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"] | components["schemas"]["ValidationError"];
            };
        };
        /** @description The new token, with its secret value in `token` (shown only here). */
        AccessToken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AccessToken"];
            };
        };
        /** @description A page of projects (the reduced form with `simple=true`). */
        ProjectList: {
            headers: {
                "X-Total": components["headers"]["XTotal"];
                "X-Total-Pages": components["headers"]["XTotalPages"];
                "X-Per-Page": components["headers"]["XPerPageUnlessKeyset"];
                "X-Page": components["headers"]["XPageUnlessKeyset"];
                "X-Next-Page": components["headers"]["XNextPageUnlessKeyset"];
                "X-Prev-Page": components["headers"]["XPrevPageUnlessKeyset"];
                Link: components["headers"]["LinkUnlessKeyset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProjectListEntry"][];
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
        /** @description `If-Unmodified-Since` was given and the resource was modified after that time; nothing was changed. */
        PreconditionFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
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
        /** @description All custom attributes of the resource, by key. */
        CustomAttributeList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CustomAttribute"][];
            };
        };
        /** @description The custom attribute. */
        CustomAttribute: {
            headers: {
                [name: string]: unknown;
            };
            content: {
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
        /** @description A page of branches, ordered by name. */
        BranchList: {
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
                "application/json": components["schemas"]["Branch"][];
            };
        };
        /** @description The branch. */
        Branch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Branch"];
            };
        };
        /** @description A page of commits, newest first. */
        CommitList: {
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
                "application/json": components["schemas"]["Commit"][];
            };
        };
        /** @description The commit, with its statistics and combined status. */
        CommitDetail: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CommitDetail"];
            };
        };
        /** @description A page of commit statuses, newest first. */
        CommitStatusList: {
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
                "application/json": components["schemas"]["CommitStatus"][];
            };
        };
        /** @description The commit status. */
        CommitStatus: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CommitStatus"];
            };
        };
        /** @description A page of the project's labels, by name. */
        LabelList: {
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
                "application/json": components["schemas"]["Label"][];
            };
        };
        /** @description The label. */
        Label: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Label"];
            };
        };
        /** @description The project has another label of that name. */
        LabelExists: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description A page of the project's milestones, the newest due date first (those without one last), then by id. */
        MilestoneList: {
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
                "application/json": components["schemas"]["Milestone"][];
            };
        };
        /** @description The milestone. */
        Milestone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Milestone"];
            };
        };
        /** @description A page of issues. */
        IssueList: {
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
                "application/json": components["schemas"]["Issue"][];
            };
        };
        /** @description The issue. */
        Issue: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Issue"];
            };
        };
        /** @description A page of awards, oldest first. */
        AwardEmojiList: {
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
                "application/json": components["schemas"]["AwardEmoji"][];
            };
        };
        /** @description The award. */
        AwardEmoji: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["AwardEmoji"];
            };
        };
        /** @description A page of the project's hooks, oldest first. */
        ProjectHookList: {
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
                "application/json": components["schemas"]["ProjectHook"][];
            };
        };
        /** @description The project hook. */
        ProjectHook: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProjectHook"];
            };
        };
        /**
         * @description The hook URL is not an absolute `http`/`https` URL, or it points to a local address while
         *     `allow_local_requests_from_hooks_and_services` is off. Nothing is stored.
         */
        HookUrlInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description A page of merge requests (the reduced form with `view=simple`). */
        MergeRequestList: {
            headers: {
                "X-Total": components["headers"]["XTotal"];
                "X-Total-Pages": components["headers"]["XTotalPages"];
                "X-Per-Page": components["headers"]["XPerPageUnlessKeyset"];
                "X-Page": components["headers"]["XPageUnlessKeyset"];
                "X-Next-Page": components["headers"]["XNextPageUnlessKeyset"];
                "X-Prev-Page": components["headers"]["XPrevPageUnlessKeyset"];
                Link: components["headers"]["LinkUnlessKeyset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequestListEntry"][];
            };
        };
        /** @description The new merge request (without `created_at` and `updated_at`). */
        MergeRequestCreated: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequestCreated"];
            };
        };
        /** @description Another open merge request exists for the same source and target branches. */
        MergeRequestConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageListError"];
            };
        };
        /**
         * @description The branches or projects do not allow the request: a branch does not exist, source and target are the same
         *     branch of the same project, or the target is not the source's fork parent.
         */
        MergeRequestUnprocessable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageListError"];
            };
        };
        /** @description The merge request. */
        MergeRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequest"];
            };
        };
        /** @description The merge request up to `merge_commit_sha`, with the caller's `subscribed`. */
        MergeRequestSubscription: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequestSubscription"];
            };
        };
        /** @description The merge request's time stats. */
        TimeStats: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["TimeStats"];
            };
        };
        /** @description The merge request with the files its latest diff version changes. */
        MergeRequestChanges: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequestChanges"];
            };
        };
        /** @description A page of the merge request's diff versions, newest first. */
        MergeRequestDiffVersionList: {
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
                "application/json": components["schemas"]["MergeRequestDiffVersion"][];
            };
        };
        /** @description The diff version with its commits and changed files. */
        MergeRequestDiffVersion: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MergeRequestDiffVersionDetail"];
            };
        };
        /**
         * @description The caller is not signed in, or may not merge into the target branch (developer access to the target project
         *     is needed; the real service answers 401, not 403, here).
         */
        MergeRequestAcceptUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /**
         * @description The request cannot be merged: its branches conflict, its source or target branch no longer exists, or its title
         *     marks it as a work in progress.
         */
        MergeRequestCannotBeMerged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The merge request is already merged or closed. */
        MergeRequestNotOpen: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description `sha` is not the source branch head; the message names the head. */
        MergeRequestShaMismatch: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The operation does not apply to the resource in its current state. */
        MethodNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The merge request is not set to merge when the pipeline succeeds. */
        MergeWhenPipelineSucceedsNotSet: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["MessageError"];
            };
        };
        /** @description The project's custom issue tracker integration. */
        CustomIssueTrackerIntegration: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CustomIssueTrackerIntegration"];
            };
        };
        /** @description The server is not in test mode, so the route does not exist. */
        TestModeNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ParameterError"];
            };
        };
        /** @description Any 2xx status: the delivery is done. The body is ignored; redirects are not followed (a 3xx ends the delivery). */
        WebhookAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Any 4xx status: the delivery failed and is not tried again. */
        WebhookRejected: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description Any 5xx status (or no answer within 10 seconds, or a network error): the delivery is tried again after 10 s,
         *     20 s, 40 s and 80 s (five attempts in all).
         */
        WebhookRetried: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
         *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
         *     same effect.
         * @example alice
         */
        SudoHeader: string;
        /**
         * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
         * @example 1
         */
        Page: number;
        /**
         * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
         * @example 20
         */
        PerPage: number;
        /**
         * @description The numeric id of the user.
         * @example 2
         */
        UserIdPath: number;
        /**
         * @description `keyset` walks the list by position instead of page number: every page costs the same at any depth, and rows
         *     added or removed meanwhile do not shift it. Each page answers `X-Per-Page` and, while more rows follow, a `Link`
         *     with rel `next` whose URL carries a `cursor`; `page`, the totals and the other links are not used. Works with every
         *     `order_by` and `sort` of this list. `offset` (the default) is page-numbered pagination.
         * @example keyset
         */
        Pagination: "offset" | "keyset";
        /**
         * @description With `pagination=keyset`: where the page starts, as given in the previous page's `Link` rel `next`. The value is
         *     opaque; one that was not produced for this list's `order_by` and `sort` is refused with 400
         *     `{"error":"cursor is invalid"}`.
         * @example eyJvcmRlciI6ImNyZWF0ZWRfYXQiLCJ2YWx1ZSI6IjIwMTctMDQtMjlUMDg6NDY6MDAuMDAwWiIsImlkIjo0Mn0
         */
        Cursor: string;
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
         * @description Delete only when the resource was not modified after this time (an HTTP date, e.g.
         *     `Wed, 21 Oct 2015 07:28:00 GMT`, or any date and time the real service parses, such as ISO 8601). When it was
         *     modified later, nothing happens and the answer is 412 `{"message":"412 Precondition Failed"}`. A value that is
         *     not a date is ignored, as the real service ignores it.
         * @example Wed, 21 Oct 2015 07:28:00 GMT
         */
        IfUnmodifiedSince: string;
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
        /**
         * @description The branch's name, percent-encoded once so that `/` is sent as `%2F` (`feature%2Flogin`).
         * @example feature/login
         */
        BranchName: string;
        /**
         * @description A commit SHA (full or abbreviated), or a branch or tag name whose head is meant; percent-encoded once
         *     (`feature%2Flogin`).
         * @example ed899a2f4b50b4370feeea94676502b42383c746
         */
        CommitSha: string;
        /**
         * @description The file's path from the repository root, percent-encoded once so that `/` is sent as `%2F`
         *     (`lib%2Fapp.rb`). A path with a `..` component or a leading `/` is refused with
         *     400 `{"error":"file_path should be a valid file path"}`; control characters and paths over 4,096 characters are
         *     refused with 400.
         * @example lib/app.rb
         */
        FilePath: string;
        /**
         * @description The label's id or its URL-encoded name (`bug`, `needs%20review`). A number is looked up as an id first, then as a
         *     name.
         * @example bug
         */
        LabelId: string;
        /**
         * @description The milestone's global `id` (not its `iid`).
         * @example 12
         */
        MilestoneId: number;
        /**
         * @description The issue's `iid` in the project (not its global `id`).
         * @example 6
         */
        IssueIid: number;
        /**
         * @description The award's `id`.
         * @example 4
         */
        AwardId: number;
        /**
         * @description The merge request's `iid`, its number within the target project.
         * @example 1
         */
        MergeRequestIid: number;
        /**
         * @description The id of the project hook.
         * @example 1
         */
        HookId: number;
        /**
         * @description `opened`, `closed`, `merged`, `locked` or `all` (the default). `reopened` is accepted as a legacy synonym of
         *     `opened`: reopened requests are `opened`.
         * @example opened
         */
        MergeRequestListState: "opened" | "closed" | "merged" | "locked" | "reopened" | "all";
        /**
         * @description Order by `created_at` (the default) or `updated_at`; ties are broken by `id`.
         * @example updated_at
         */
        MergeRequestListOrderBy: "created_at" | "updated_at";
        /**
         * @description `desc` (the default) or `asc`.
         * @example asc
         */
        MergeRequestListSort: "asc" | "desc";
        /**
         * @description Requests whose milestone has this title; `None` for those without a milestone, `Any` for those with one.
         * @example 1.0
         */
        MergeRequestListMilestone: string;
        /**
         * @description `simple` returns each request in the reduced form: id, iid, project_id, title, description, state, created_at, updated_at, web_url.
         * @example simple
         */
        MergeRequestListView: "simple";
        /**
         * @description Comma-separated label names; a request must have all of them. `None` lists requests without labels, `Any`
         *     those with at least one. The array form `labels[]=bug&labels[]=docs` is accepted too, as in the real service.
         * @example bug,docs
         */
        MergeRequestListLabels: string;
        /**
         * @description Requests created at or after this time (ISO 8601; write a `+` in the offset as `%2B`).
         * @example 2017-04-29T08:46:00.000Z
         */
        MergeRequestListCreatedAfter: string;
        /**
         * @description Requests created at or before this time (ISO 8601; write a `+` in the offset as `%2B`).
         * @example 2017-04-29T08:46:00.000Z
         */
        MergeRequestListCreatedBefore: string;
        /**
         * @description `created_by_me` (requests the caller authored), `assigned_to_me` (assigned to the caller) or `all`; the hyphenated
         *     spellings `created-by-me` and `assigned-to-me` are accepted too. The global list defaults to `created_by_me`
         *     and needs a signed-in caller unless `all` is given; the project list does not filter by default.
         * @example all
         */
        MergeRequestListScope: "created_by_me" | "created-by-me" | "assigned_to_me" | "assigned-to-me" | "all";
        /**
         * @description Requests created by this user (combine with scope `all` or `assigned_to_me` on the global list).
         * @example 2
         */
        MergeRequestListAuthorId: number;
        /**
         * @description Requests assigned to this user.
         * @example 2
         */
        MergeRequestListAssigneeId: number;
        /**
         * @description Requests the caller awarded this emoji (e.g. `thumbsup`); `None` for those the caller awarded nothing, `Any`
         *     for those with any award of the caller. Ignored for anonymous callers.
         * @example thumbsup
         */
        MergeRequestListMyReactionEmoji: string;
        /**
         * @description Only the requests with these iids (`iids[]=1&iids[]=2`).
         * @example [
         *       1,
         *       2
         *     ]
         */
        MergeRequestListIids: number[];
        /**
         * @description The diff version's `id`, as `GET …/versions` lists them.
         * @example 110
         */
        MergeRequestVersionId: number;
        /**
         * @description The hook's secret `token`, sent only when the hook has one; compare it to tell genuine deliveries apart.
         * @example s3cret
         */
        WebhookToken: string;
        /**
         * @description The delivery's id, the same on every attempt of one delivery (deliveries are at least once: drop repeats by it).
         * @example 2b7d4a0e-6f0b-4c65-9c3d-0a0f3e1c2d4b
         */
        WebhookEventUuid: string;
        /**
         * @description The hook's own id, the same on every delivery of one hook and different for every hook.
         * @example 0f7c1f34-8e5d-5b0a-9a0e-6f2d3c4b5a69
         */
        WebhookUuid: string;
        /**
         * @description The address of the service that sent the delivery (its external URL), as newer versions of the real service send it.
         * @example http://localhost:3000
         */
        WebhookInstance: string;
        /**
         * @description `GitLab/<version>`, the release `GET /version` reports in `version`.
         * @example GitLab/17.5.0
         */
        WebhookUserAgent: string;
    };
    requestBodies: {
        AccessTokenCreate: {
            content: {
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
         * @example 3
         */
        XPage: number;
        /**
         * @description Index of the next page; empty when this is the last page.
         *     Always sent on an offset-paginated list, with an empty value on the last page (which some validators and proxies
         *     read as absent, so the spec does not mark it required).
         * @example
         */
        XNextPage: string;
        /**
         * @description Index of the previous page; empty on the first page.
         *     Always sent on an offset-paginated list, with an empty value on the first page (which some validators and proxies
         *     read as absent, so the spec does not mark it required).
         * @example 2
         */
        XPrevPage: string;
        /**
         * @description RFC 8288 links with rel `prev`, `next`, `first` and `last` (no `last` above 10,000 matching items), holding full
         *     URLs built from the request's own scheme and host (the example's are relative). Follow them instead of building
         *     URLs. With `pagination=keyset`, only rel `next` (absent on the last page). They carry only the list's own query
         *     parameters (its filters, `page`, `per_page`, `pagination`, `cursor`; never credentials or unknown parameters); a list
         *     request whose own parameters take more than 2,000 characters is refused with 400
         *     `{"error":"query string is longer than 2000 characters"}`.
         * @example <?page=2&per_page=20>; rel="prev", <?page=1&per_page=20>; rel="first", <?page=3&per_page=20>; rel="last"
         */
        Link: string;
        /**
         * @description Items per page.
         *     Absent with `pagination=keyset`, which sends only `Link` rel `next`.
         * @example 20
         */
        XPerPageUnlessKeyset: number;
        /**
         * @description Index of this page, starting at 1.
         *     Absent with `pagination=keyset`, which sends only `Link` rel `next`.
         * @example 3
         */
        XPageUnlessKeyset: number;
        /**
         * @description Index of the next page; empty when this is the last page.
         *     Absent with `pagination=keyset`, which sends only `Link` rel `next`.
         * @example
         */
        XNextPageUnlessKeyset: string;
        /**
         * @description Index of the previous page; empty on the first page.
         *     Absent with `pagination=keyset`, which sends only `Link` rel `next`.
         * @example 2
         */
        XPrevPageUnlessKeyset: string;
        /**
         * @description RFC 8288 links with rel `prev`, `next`, `first` and `last` (no `last` above 10,000 matching items), holding full
         *     URLs built from the request's own scheme and host (the example's are relative). Follow them instead of building
         *     URLs. With `pagination=keyset`, only rel `next` (absent on the last page). They carry only the list's own query
         *     parameters (its filters, `page`, `per_page`, `pagination`, `cursor`; never credentials or unknown parameters); a list
         *     request whose own parameters take more than 2,000 characters is refused with 400
         *     `{"error":"query string is longer than 2000 characters"}`.
         * @example <?page=2&per_page=20>; rel="prev", <?page=1&per_page=20>; rel="first", <?page=3&per_page=20>; rel="last"
         */
        LinkUnlessKeyset: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                    "application/json": components["schemas"]["Version"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["UserTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    editUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserEditRequest"];
                /**
                 * @example {
                 *       "name": "Alice Kingsleigh",
                 *       "job_title": "Engineer"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["UserEditRequest"];
            };
        };
        responses: {
            200: components["responses"]["User"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["UserTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteUser: {
        parameters: {
            query?: {
                /**
                 * @description Delete the user's issues and merge requests, and the groups they solely own, instead of moving them to the Ghost User.
                 * @example false
                 */
                hard_delete?: boolean;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /** @description The user is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["Conflict"];
        };
    };
    createImpersonationToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createPersonalAccessToken: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCurrentPersonalAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The token, without its secret value. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjects: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description `keyset` walks the list by position instead of page number: every page costs the same at any depth, and rows
                 *     added or removed meanwhile do not shift it. Each page answers `X-Per-Page` and, while more rows follow, a `Link`
                 *     with rel `next` whose URL carries a `cursor`; `page`, the totals and the other links are not used. Works with every
                 *     `order_by` and `sort` of this list. `offset` (the default) is page-numbered pagination.
                 * @example keyset
                 */
                pagination?: components["parameters"]["Pagination"];
                /**
                 * @description With `pagination=keyset`: where the page starts, as given in the previous page's `Link` rel `next`. The value is
                 *     opaque; one that was not produced for this list's `order_by` and `sort` is refused with 400
                 *     `{"error":"cursor is invalid"}`.
                 * @example eyJvcmRlciI6ImNyZWF0ZWRfYXQiLCJ2YWx1ZSI6IjIwMTctMDQtMjlUMDg6NDY6MDAuMDAwWiIsImlkIjo0Mn0
                 */
                cursor?: components["parameters"]["Cursor"];
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectCreateRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectCreateRequest"];
                "multipart/form-data": components["schemas"]["ProjectCreateMultipartRequest"];
            };
        };
        responses: {
            201: components["responses"]["Project"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProject: {
        parameters: {
            query?: {
                /**
                 * @description `true`: include the `statistics` object when the caller is at least a reporter of the project or an
                 *     administrator; ignored for everyone else.
                 */
                statistics?: components["parameters"]["StatisticsFlag"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    editProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["ProjectEditRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectEditRequest"];
                "multipart/form-data": components["schemas"]["ProjectEditMultipartRequest"];
            };
        };
        responses: {
            200: components["responses"]["Project"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
                /**
                 * @description Delete only when the resource was not modified after this time (an HTTP date, e.g.
                 *     `Wed, 21 Oct 2015 07:28:00 GMT`, or any date and time the real service parses, such as ISO 8601). When it was
                 *     modified later, nothing happens and the answer is 412 `{"message":"412 Precondition Failed"}`. A value that is
                 *     not a date is ignored, as the real service ignores it.
                 * @example Wed, 21 Oct 2015 07:28:00 GMT
                 */
                "If-Unmodified-Since"?: components["parameters"]["IfUnmodifiedSince"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
        };
    };
    archiveProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unarchiveProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    starProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unstarProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listProjectUsers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    uploadProjectFile: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listProjectCustomAttributes: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getProjectCustomAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    setProjectCustomAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteProjectCustomAttribute: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listUserProjects: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProjectMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removeProjectMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unshareProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
            /** @description A parameter is missing or invalid, the group could not be saved, or the body is malformed (`message` text). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupCreateError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getGroup: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
    listGroupMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    removeGroupMember: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getNamespace: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such namespace, or it is not among the caller's. */
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
    forkProject: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
        requestBody?: {
            content: {
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteForkRelation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createForkRelation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description The project already is a fork. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listProjectForks: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
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
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    startProjectHousekeeping: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            /** @description A housekeeping task of this project is already queued or running. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getApplicationSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    updateApplicationSettings: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
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
            /** @description A rule failed, a switch was turned on without the settings it requires, or the body is malformed (`message` text); nothing was stored. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationSettingsError"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listBranches: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Keep branches whose name contains this text (`^` anchors at the start, `$` at the end).
                 * @example feature
                 */
                search?: string;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["BranchList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createBranch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["BranchCreateRequest"];
                /**
                 * @example {
                 *       "branch": "feature/login",
                 *       "ref": "ed899a2f4b50b4370feeea94676502b42383c746"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["BranchCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Branch"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getBranch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The branch's name, percent-encoded once so that `/` is sent as `%2F` (`feature%2Flogin`).
                 * @example feature/login
                 */
                branch: components["parameters"]["BranchName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Branch"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    deleteBranch: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The branch's name, percent-encoded once so that `/` is sent as `%2F` (`feature%2Flogin`).
                 * @example feature/login
                 */
                branch: components["parameters"]["BranchName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The branch was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listCommits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description A branch, tag or commit SHA; the default branch when absent.
                 * @example master
                 */
                ref_name?: string;
                /**
                 * @description Only commits committed at or after this time (ISO 8601).
                 * @example 2017-04-29T08:46:00.000Z
                 */
                since?: string;
                /**
                 * @description Only commits committed at or before this time (ISO 8601).
                 * @example 2017-05-29T08:46:00.000Z
                 */
                until?: string;
                /**
                 * @description Only commits that changed this file or directory.
                 * @example lib/app.rb
                 */
                path?: string;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["CommitList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createCommit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["CommitCreateRequest"];
                /**
                 * @example {
                 *       "branch": "master",
                 *       "commit_message": "Add the application",
                 *       "actions": [
                 *         {
                 *           "action": "create",
                 *           "file_path": "lib/app.rb",
                 *           "content": "puts 'hello'"
                 *         }
                 *       ]
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CommitCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["CommitDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCommit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description A commit SHA (full or abbreviated), or a branch or tag name whose head is meant; percent-encoded once
                 *     (`feature%2Flogin`).
                 * @example ed899a2f4b50b4370feeea94676502b42383c746
                 */
                sha: components["parameters"]["CommitSha"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommitDetail"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listCommitStatuses: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description Only statuses for this ref.
                 * @example master
                 */
                ref?: string;
                /**
                 * @description Only statuses of this name.
                 * @example ci/tests
                 */
                name?: string;
                /**
                 * @description Every status, not only the newest of each name and ref.
                 * @example true
                 */
                all?: boolean;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description A commit SHA (full or abbreviated), or a branch or tag name whose head is meant; percent-encoded once
                 *     (`feature%2Flogin`).
                 * @example ed899a2f4b50b4370feeea94676502b42383c746
                 */
                sha: components["parameters"]["CommitSha"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommitStatusList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createCommitStatus: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The commit's SHA (full or abbreviated).
                 * @example 18f3e63d05582537db6d183d9d557be09e1f90c8
                 */
                sha: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitStatusCreateRequest"];
                /**
                 * @example {
                 *       "state": "success"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["CommitStatusCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["CommitStatus"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getRepositoryFile: {
        parameters: {
            query: {
                /**
                 * @description A branch, tag or commit SHA.
                 * @example master
                 */
                ref: string;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The file's path from the repository root, percent-encoded once so that `/` is sent as `%2F`
                 *     (`lib%2Fapp.rb`). A path with a `..` component or a leading `/` is refused with
                 *     400 `{"error":"file_path should be a valid file path"}`; control characters and paths over 4,096 characters are
                 *     refused with 400.
                 * @example lib/app.rb
                 */
                file_path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RepositoryFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getRawRepositoryFile: {
        parameters: {
            query?: {
                /**
                 * @description A branch, tag or commit SHA; the default branch when absent.
                 * @example master
                 */
                ref?: string;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The file's path from the repository root, percent-encoded once so that `/` is sent as `%2F`
                 *     (`lib%2Fapp.rb`). A path with a `..` component or a leading `/` is refused with
                 *     400 `{"error":"file_path should be a valid file path"}`; control characters and paths over 4,096 characters are
                 *     refused with 400.
                 * @example lib/app.rb
                 */
                file_path: components["parameters"]["FilePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's content. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectLabels: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["LabelList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    updateProjectLabelByName: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["LabelLegacyUpdateRequest"];
                /**
                 * @example {
                 *       "name": "bug",
                 *       "color": "#5cb85c"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["LabelLegacyUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Label"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["LabelExists"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createProjectLabel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["LabelCreateRequest"];
                /**
                 * @example {
                 *       "name": "bug",
                 *       "color": "red"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["LabelCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Label"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["LabelExists"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteProjectLabelByName: {
        parameters: {
            query?: {
                /**
                 * @description The name of the label to delete.
                 * @example bug
                 */
                name?: string;
                /**
                 * @description The id of the label to delete.
                 * @example 1
                 */
                label_id?: number;
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /** @description The label is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getProjectLabel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The label's id or its URL-encoded name (`bug`, `needs%20review`). A number is looked up as an id first, then as a
                 *     name.
                 * @example bug
                 */
                label_id: components["parameters"]["LabelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Label"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    updateProjectLabel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The label's id or its URL-encoded name (`bug`, `needs%20review`). A number is looked up as an id first, then as a
                 *     name.
                 * @example bug
                 */
                label_id: components["parameters"]["LabelId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LabelUpdateRequest"];
                /**
                 * @example {
                 *       "description": "Something does not work"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["LabelUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Label"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["LabelExists"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteProjectLabel: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The label's id or its URL-encoded name (`bug`, `needs%20review`). A number is looked up as an id first, then as a
                 *     name.
                 * @example bug
                 */
                label_id: components["parameters"]["LabelId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The label is deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectMilestones: {
        parameters: {
            query?: {
                /**
                 * @description Only `active` or only `closed` milestones; all of them when absent or `all`.
                 * @example active
                 */
                state?: "active" | "closed" | "all";
                /**
                 * @description Only the milestone with exactly this title.
                 * @example 10.0
                 */
                title?: string;
                /**
                 * @description Only milestones whose title or description contains this text (case-insensitive).
                 * @example version
                 */
                search?: string;
                /**
                 * @description Only the milestones with these `iid`s.
                 * @example [
                 *       1,
                 *       3
                 *     ]
                 */
                "iids[]"?: number[];
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["MilestoneList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createProjectMilestone: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["MilestoneCreateRequest"];
                /**
                 * @example {
                 *       "title": "10.0"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MilestoneCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Milestone"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProjectMilestone: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The milestone's global `id` (not its `iid`).
                 * @example 12
                 */
                milestone_id: components["parameters"]["MilestoneId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Milestone"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectIssues: {
        parameters: {
            query?: {
                /**
                 * @description Only `opened` or only `closed` issues; all of them when absent or `all`.
                 * @example opened
                 */
                state?: "opened" | "closed" | "all";
                /**
                 * @description Comma-separated label names: only issues carrying all of them. `None` gives the issues without labels,
                 *     `Any` those with at least one. The array form `labels[]=bug&labels[]=frontend` is accepted too, as in
                 *     the real service.
                 * @example bug,frontend
                 */
                labels?: string;
                /**
                 * @description A milestone title: only issues in that milestone. `None` gives the issues without a milestone, `Any`
                 *     those with one.
                 * @example 10.0
                 */
                milestone?: string;
                /**
                 * @description Only the issues with these `iid`s.
                 * @example [
                 *       1,
                 *       6
                 *     ]
                 */
                "iids[]"?: number[];
                /**
                 * @description Only issues whose title or description contains this text (case-insensitive).
                 * @example login
                 */
                search?: string;
                /**
                 * @description Only issues created by this user.
                 * @example 2
                 */
                author_id?: number;
                /**
                 * @description Only issues assigned to this user.
                 * @example 2
                 */
                assignee_id?: number;
                /**
                 * @description Only confidential (`true`) or only non-confidential (`false`) issues.
                 * @example false
                 */
                confidential?: boolean;
                /**
                 * @description The timestamp to order by.
                 * @example updated_at
                 */
                order_by?: "created_at" | "updated_at";
                /**
                 * @description The direction of the order.
                 * @example asc
                 */
                sort?: "asc" | "desc";
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["IssueList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createProjectIssue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["IssueCreateRequest"];
                /**
                 * @example {
                 *       "title": "The login page does not load"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["IssueCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["Issue"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getProjectIssue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["Issue"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    updateProjectIssue: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueUpdateRequest"];
                /**
                 * @example {
                 *       "labels": "bug"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["IssueUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["Issue"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listIssueAwardEmoji: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AwardEmojiList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createIssueAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AwardEmojiCreateRequest"];
                /**
                 * @example {
                 *       "name": "tada"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["AwardEmojiCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["AwardEmoji"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getIssueAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AwardEmoji"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    deleteIssueAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The issue's `iid` in the project (not its global `id`).
                 * @example 6
                 */
                issue_iid: components["parameters"]["IssueIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The award was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listMergeRequestAwardEmoji: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AwardEmojiList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createMergeRequestAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AwardEmojiCreateRequest"];
                /**
                 * @example {
                 *       "name": "tada"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["AwardEmojiCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["AwardEmoji"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getMergeRequestAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["AwardEmoji"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    deleteMergeRequestAwardEmoji: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
                /**
                 * @description The award's `id`.
                 * @example 4
                 */
                award_id: components["parameters"]["AwardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The award was removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectHooks: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["ProjectHookList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    addProjectHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["ProjectHookRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ProjectHookRequest"];
            };
        };
        responses: {
            201: components["responses"]["ProjectHook"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["HookUrlInvalid"];
        };
    };
    getProjectHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The id of the project hook.
                 * @example 1
                 */
                hook_id: components["parameters"]["HookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProjectHook"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    editProjectHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The id of the project hook.
                 * @example 1
                 */
                hook_id: components["parameters"]["HookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectHookRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ProjectHookRequest"];
            };
        };
        responses: {
            200: components["responses"]["ProjectHook"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["HookUrlInvalid"];
        };
    };
    deleteProjectHook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
                /**
                 * @description Delete only when the resource was not modified after this time (an HTTP date, e.g.
                 *     `Wed, 21 Oct 2015 07:28:00 GMT`, or any date and time the real service parses, such as ISO 8601). When it was
                 *     modified later, nothing happens and the answer is 412 `{"message":"412 Precondition Failed"}`. A value that is
                 *     not a date is ignored, as the real service ignores it.
                 * @example Wed, 21 Oct 2015 07:28:00 GMT
                 */
                "If-Unmodified-Since"?: components["parameters"]["IfUnmodifiedSince"];
            };
            path: {
                /**
                 * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
                 *     `%2F` (`/projects/group%2Fproject`).
                 */
                id: components["parameters"]["ProjectId"];
                /**
                 * @description The id of the project hook.
                 * @example 1
                 */
                hook_id: components["parameters"]["HookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProjectHook"];
            /** @description The project has no hook with this id; nothing changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
        };
    };
    listMergeRequests: {
        parameters: {
            query?: {
                /**
                 * @description `opened`, `closed`, `merged`, `locked` or `all` (the default). `reopened` is accepted as a legacy synonym of
                 *     `opened`: reopened requests are `opened`.
                 * @example opened
                 */
                state?: components["parameters"]["MergeRequestListState"];
                /**
                 * @description Order by `created_at` (the default) or `updated_at`; ties are broken by `id`.
                 * @example updated_at
                 */
                order_by?: components["parameters"]["MergeRequestListOrderBy"];
                /**
                 * @description `desc` (the default) or `asc`.
                 * @example asc
                 */
                sort?: components["parameters"]["MergeRequestListSort"];
                /**
                 * @description Requests whose milestone has this title; `None` for those without a milestone, `Any` for those with one.
                 * @example 1.0
                 */
                milestone?: components["parameters"]["MergeRequestListMilestone"];
                /**
                 * @description `simple` returns each request in the reduced form: id, iid, project_id, title, description, state, created_at, updated_at, web_url.
                 * @example simple
                 */
                view?: components["parameters"]["MergeRequestListView"];
                /**
                 * @description Comma-separated label names; a request must have all of them. `None` lists requests without labels, `Any`
                 *     those with at least one. The array form `labels[]=bug&labels[]=docs` is accepted too, as in the real service.
                 * @example bug,docs
                 */
                labels?: components["parameters"]["MergeRequestListLabels"];
                /**
                 * @description Requests created at or after this time (ISO 8601; write a `+` in the offset as `%2B`).
                 * @example 2017-04-29T08:46:00.000Z
                 */
                created_after?: components["parameters"]["MergeRequestListCreatedAfter"];
                /**
                 * @description Requests created at or before this time (ISO 8601; write a `+` in the offset as `%2B`).
                 * @example 2017-04-29T08:46:00.000Z
                 */
                created_before?: components["parameters"]["MergeRequestListCreatedBefore"];
                /**
                 * @description `created_by_me` (requests the caller authored), `assigned_to_me` (assigned to the caller) or `all`; the hyphenated
                 *     spellings `created-by-me` and `assigned-to-me` are accepted too. The global list defaults to `created_by_me`
                 *     and needs a signed-in caller unless `all` is given; the project list does not filter by default.
                 * @example all
                 */
                scope?: components["parameters"]["MergeRequestListScope"];
                /**
                 * @description Requests created by this user (combine with scope `all` or `assigned_to_me` on the global list).
                 * @example 2
                 */
                author_id?: components["parameters"]["MergeRequestListAuthorId"];
                /**
                 * @description Requests assigned to this user.
                 * @example 2
                 */
                assignee_id?: components["parameters"]["MergeRequestListAssigneeId"];
                /**
                 * @description Requests the caller awarded this emoji (e.g. `thumbsup`); `None` for those the caller awarded nothing, `Any`
                 *     for those with any award of the caller. Ignored for anonymous callers.
                 * @example thumbsup
                 */
                my_reaction_emoji?: components["parameters"]["MergeRequestListMyReactionEmoji"];
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description `keyset` walks the list by position instead of page number: every page costs the same at any depth, and rows
                 *     added or removed meanwhile do not shift it. Each page answers `X-Per-Page` and, while more rows follow, a `Link`
                 *     with rel `next` whose URL carries a `cursor`; `page`, the totals and the other links are not used. Works with every
                 *     `order_by` and `sort` of this list. `offset` (the default) is page-numbered pagination.
                 * @example keyset
                 */
                pagination?: components["parameters"]["Pagination"];
                /**
                 * @description With `pagination=keyset`: where the page starts, as given in the previous page's `Link` rel `next`. The value is
                 *     opaque; one that was not produced for this list's `order_by` and `sort` is refused with 400
                 *     `{"error":"cursor is invalid"}`.
                 * @example eyJvcmRlciI6ImNyZWF0ZWRfYXQiLCJ2YWx1ZSI6IjIwMTctMDQtMjlUMDg6NDY6MDAuMDAwWiIsImlkIjo0Mn0
                 */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequestList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    listProjectMergeRequests: {
        parameters: {
            query?: {
                /**
                 * @description `opened`, `closed`, `merged`, `locked` or `all` (the default). `reopened` is accepted as a legacy synonym of
                 *     `opened`: reopened requests are `opened`.
                 * @example opened
                 */
                state?: components["parameters"]["MergeRequestListState"];
                /**
                 * @description Order by `created_at` (the default) or `updated_at`; ties are broken by `id`.
                 * @example updated_at
                 */
                order_by?: components["parameters"]["MergeRequestListOrderBy"];
                /**
                 * @description `desc` (the default) or `asc`.
                 * @example asc
                 */
                sort?: components["parameters"]["MergeRequestListSort"];
                /**
                 * @description Requests whose milestone has this title; `None` for those without a milestone, `Any` for those with one.
                 * @example 1.0
                 */
                milestone?: components["parameters"]["MergeRequestListMilestone"];
                /**
                 * @description `simple` returns each request in the reduced form: id, iid, project_id, title, description, state, created_at, updated_at, web_url.
                 * @example simple
                 */
                view?: components["parameters"]["MergeRequestListView"];
                /**
                 * @description Comma-separated label names; a request must have all of them. `None` lists requests without labels, `Any`
                 *     those with at least one. The array form `labels[]=bug&labels[]=docs` is accepted too, as in the real service.
                 * @example bug,docs
                 */
                labels?: components["parameters"]["MergeRequestListLabels"];
                /**
                 * @description Requests created at or after this time (ISO 8601; write a `+` in the offset as `%2B`).
                 * @example 2017-04-29T08:46:00.000Z
                 */
                created_after?: components["parameters"]["MergeRequestListCreatedAfter"];
                /**
                 * @description Requests created at or before this time (ISO 8601; write a `+` in the offset as `%2B`).
                 * @example 2017-04-29T08:46:00.000Z
                 */
                created_before?: components["parameters"]["MergeRequestListCreatedBefore"];
                /**
                 * @description `created_by_me` (requests the caller authored), `assigned_to_me` (assigned to the caller) or `all`; the hyphenated
                 *     spellings `created-by-me` and `assigned-to-me` are accepted too. The global list defaults to `created_by_me`
                 *     and needs a signed-in caller unless `all` is given; the project list does not filter by default.
                 * @example all
                 */
                scope?: components["parameters"]["MergeRequestListScope"];
                /**
                 * @description Requests created by this user (combine with scope `all` or `assigned_to_me` on the global list).
                 * @example 2
                 */
                author_id?: components["parameters"]["MergeRequestListAuthorId"];
                /**
                 * @description Requests assigned to this user.
                 * @example 2
                 */
                assignee_id?: components["parameters"]["MergeRequestListAssigneeId"];
                /**
                 * @description Requests the caller awarded this emoji (e.g. `thumbsup`); `None` for those the caller awarded nothing, `Any`
                 *     for those with any award of the caller. Ignored for anonymous callers.
                 * @example thumbsup
                 */
                my_reaction_emoji?: components["parameters"]["MergeRequestListMyReactionEmoji"];
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description `keyset` walks the list by position instead of page number: every page costs the same at any depth, and rows
                 *     added or removed meanwhile do not shift it. Each page answers `X-Per-Page` and, while more rows follow, a `Link`
                 *     with rel `next` whose URL carries a `cursor`; `page`, the totals and the other links are not used. Works with every
                 *     `order_by` and `sort` of this list. `offset` (the default) is page-numbered pagination.
                 * @example keyset
                 */
                pagination?: components["parameters"]["Pagination"];
                /**
                 * @description With `pagination=keyset`: where the page starts, as given in the previous page's `Link` rel `next`. The value is
                 *     opaque; one that was not produced for this list's `order_by` and `sort` is refused with 400
                 *     `{"error":"cursor is invalid"}`.
                 * @example eyJvcmRlciI6ImNyZWF0ZWRfYXQiLCJ2YWx1ZSI6IjIwMTctMDQtMjlUMDg6NDY6MDAuMDAwWiIsImlkIjo0Mn0
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Only the requests with these iids (`iids[]=1&iids[]=2`).
                 * @example [
                 *       1,
                 *       2
                 *     ]
                 */
                "iids[]"?: components["parameters"]["MergeRequestListIids"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["MergeRequestList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    createMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["MergeRequestCreateRequest"];
                /**
                 * @example {
                 *       "source_branch": "feature",
                 *       "target_branch": "master",
                 *       "title": "Add the changelog"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MergeRequestCreateRequest"];
            };
        };
        responses: {
            201: components["responses"]["MergeRequestCreated"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["MergeRequestConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MergeRequestUnprocessable"];
        };
    };
    getMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    updateMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeRequestUpdateRequest"];
                /**
                 * @example {
                 *       "labels": "docs"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MergeRequestUpdateRequest"];
            };
        };
        responses: {
            200: components["responses"]["MergeRequest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["MergeRequestConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["MergeRequestUnprocessable"];
        };
    };
    deleteMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
                 * @example alice
                 */
                Sudo?: components["parameters"]["SudoHeader"];
                /**
                 * @description Delete only when the resource was not modified after this time (an HTTP date, e.g.
                 *     `Wed, 21 Oct 2015 07:28:00 GMT`, or any date and time the real service parses, such as ISO 8601). When it was
                 *     modified later, nothing happens and the answer is 412 `{"message":"412 Precondition Failed"}`. A value that is
                 *     not a date is ignored, as the real service ignores it.
                 * @example Wed, 21 Oct 2015 07:28:00 GMT
                 */
                "If-Unmodified-Since"?: components["parameters"]["IfUnmodifiedSince"];
            };
            path: {
                /**
                 * @description The numeric id of the project, or its full path (`group/project`) percent-encoded once, so that `/` is sent as
                 *     `%2F` (`/projects/group%2Fproject`).
                 */
                id: components["parameters"]["ProjectId"];
                /**
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The merge request was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
        };
    };
    listMergeRequestClosesIssues: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of issues. */
            200: {
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
                    "application/json": components["schemas"]["MergeRequestClosedIssue"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    subscribeToMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["MergeRequestSubscription"];
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    unsubscribeFromMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["MergeRequestSubscription"];
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createMergeRequestTodo: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The todo. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Todo"];
                };
            };
            304: components["responses"]["NotModified"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    setMergeRequestTimeEstimate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeDurationRequest"];
                /**
                 * @example {
                 *       "duration": "1h"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TimeDurationRequest"];
            };
        };
        responses: {
            201: components["responses"]["TimeStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    resetMergeRequestTimeEstimate: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["TimeStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    addMergeRequestSpentTime: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeDurationRequest"];
                /**
                 * @example {
                 *       "duration": "1h"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["TimeDurationRequest"];
            };
        };
        responses: {
            201: components["responses"]["TimeStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    resetMergeRequestSpentTime: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["TimeStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getMergeRequestTimeStats: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["TimeStats"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    listMergeRequestCommits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["CommitList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    getMergeRequestChanges: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequestChanges"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    listMergeRequestVersions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1. A value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Items per page. Values above 100 are capped at 100; a value below 1, above 2,147,483,647 or not an integer is refused with 400.
                 * @example 20
                 */
                per_page?: components["parameters"]["PerPage"];
            };
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequestDiffVersionList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
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
    getMergeRequestVersion: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
                /**
                 * @description The diff version's `id`, as `GET …/versions` lists them.
                 * @example 110
                 */
                version_id: components["parameters"]["MergeRequestVersionId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequestDiffVersion"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), it has no merge request with that iid
             *     (`404 Not found`), or the request has no diff version with that id (`404 Not found`).
             */
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
    acceptMergeRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MergeRequestAcceptRequest"];
                /**
                 * @example {
                 *       "merge_when_pipeline_succeeds": true
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["MergeRequestAcceptRequest"];
            };
        };
        responses: {
            200: components["responses"]["MergeRequest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["MergeRequestAcceptUnauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            405: components["responses"]["MergeRequestCannotBeMerged"];
            406: components["responses"]["MergeRequestNotOpen"];
            409: components["responses"]["MergeRequestShaMismatch"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cancelMergeWhenPipelineSucceeds: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["MergeRequest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["MergeRequestAcceptUnauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["MergeWhenPipelineSucceedsNotSet"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    cancelMergeWhenPipelineSucceedsByPost: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                 * @description The merge request's `iid`, its number within the target project.
                 * @example 1
                 */
                merge_request_iid: components["parameters"]["MergeRequestIid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: components["responses"]["MergeRequest"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["MergeRequestAcceptUnauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The project is not visible to the caller (`404 Project Not Found`), or it has no merge request with that iid
             *     (`404 Not found`, the real service's text for a missing record).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            406: components["responses"]["MergeWhenPipelineSucceedsNotSet"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getCustomIssueTracker: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["CustomIssueTrackerIntegration"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    setCustomIssueTracker: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["CustomIssueTrackerRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CustomIssueTrackerRequest"];
            };
        };
        responses: {
            200: components["responses"]["CustomIssueTrackerIntegration"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    disableCustomIssueTracker: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /** @description The tracker is off. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getCustomIssueTrackerService: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            200: components["responses"]["CustomIssueTrackerIntegration"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    setCustomIssueTrackerService: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["CustomIssueTrackerRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CustomIssueTrackerRequest"];
            };
        };
        responses: {
            200: components["responses"]["CustomIssueTrackerIntegration"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    disableCustomIssueTrackerService: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
            /** @description The tracker is off. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
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
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example GitLab OK */
                    "text/plain": string;
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "master_check": [
                     *         {
                     *           "status": "ok"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "failed",
                     *       "master_check": [
                     *         {
                     *           "status": "failed",
                     *           "message": "database unreachable"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["ProbeStatus"];
                };
            };
        };
    };
    resetTestState: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state is back to what it was right after the start. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    listTestRequests: {
        parameters: {
            query?: {
                /** @description Only requests with this method. */
                method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
                /** @description Only requests to this path below `/api/v4`, literal (`/projects/1`) or a template of this document (`/projects/{id}/merge_requests`). */
                path?: string;
                /** @description Only requests for this operation. */
                operation_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The recorded requests that match the filters, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestRequest"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
        };
    };
    clearTestRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal is empty. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
        };
    };
    listTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The active faults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFault"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
        };
    };
    createTestFault: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestFaultRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["TestFaultRequest"];
            };
        };
        responses: {
            /** @description The fault, now active. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestFault"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    clearTestFaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No fault is active. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
        };
    };
    deleteTestFault: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the fault. */
                fault_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fault is removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such fault, or the server is not in test mode. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"] | components["schemas"]["ParameterError"];
                };
            };
        };
    };
    getTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
        };
    };
    setTestClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestClockRequest"];
            };
        };
        responses: {
            /** @description The clock after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestClock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TestModeNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    createProjectForUser: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Act as the user with this numeric id or username. Only administrators whose personal access or OAuth token has
                 *     the `sudo` scope may send it (see Authentication). The `sudo` query parameter is accepted as well, with the
                 *     same effect.
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
                "application/json": components["schemas"]["ProjectCreateForUserRequest"];
                /**
                 * @example {
                 *       "name": "Diaspora Client"
                 *     }
                 */
                "application/x-www-form-urlencoded": components["schemas"]["ProjectCreateForUserRequest"];
                "multipart/form-data": components["schemas"]["ProjectCreateForUserMultipartRequest"];
            };
        };
        responses: {
            201: components["responses"]["Project"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The resource does not exist or the caller may not see it (`message`, e.g. `404 Project Not Found`, or
             *     `404 User with ID or username 'x' Not Found` for an unknown `Sudo` user).
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageError"];
                };
            };
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    pushHook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The kind of event.
                 * @example Push Hook
                 */
                "X-Gitlab-Event": "Push Hook";
                /**
                 * @description The hook's secret `token`, sent only when the hook has one; compare it to tell genuine deliveries apart.
                 * @example s3cret
                 */
                "X-Gitlab-Token"?: components["parameters"]["WebhookToken"];
                /**
                 * @description The delivery's id, the same on every attempt of one delivery (deliveries are at least once: drop repeats by it).
                 * @example 2b7d4a0e-6f0b-4c65-9c3d-0a0f3e1c2d4b
                 */
                "X-Gitlab-Event-UUID": components["parameters"]["WebhookEventUuid"];
                /**
                 * @description The hook's own id, the same on every delivery of one hook and different for every hook.
                 * @example 0f7c1f34-8e5d-5b0a-9a0e-6f2d3c4b5a69
                 */
                "X-Gitlab-Webhook-UUID": components["parameters"]["WebhookUuid"];
                /**
                 * @description The address of the service that sent the delivery (its external URL), as newer versions of the real service send it.
                 * @example http://localhost:3000
                 */
                "X-Gitlab-Instance": components["parameters"]["WebhookInstance"];
                /**
                 * @description `GitLab/<version>`, the release `GET /version` reports in `version`.
                 * @example GitLab/17.5.0
                 */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPushEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["WebhookRejected"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["WebhookRetried"];
        };
    };
    tagPushHook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The kind of event.
                 * @example Tag Push Hook
                 */
                "X-Gitlab-Event": "Tag Push Hook";
                /**
                 * @description The hook's secret `token`, sent only when the hook has one; compare it to tell genuine deliveries apart.
                 * @example s3cret
                 */
                "X-Gitlab-Token"?: components["parameters"]["WebhookToken"];
                /**
                 * @description The delivery's id, the same on every attempt of one delivery (deliveries are at least once: drop repeats by it).
                 * @example 2b7d4a0e-6f0b-4c65-9c3d-0a0f3e1c2d4b
                 */
                "X-Gitlab-Event-UUID": components["parameters"]["WebhookEventUuid"];
                /**
                 * @description The hook's own id, the same on every delivery of one hook and different for every hook.
                 * @example 0f7c1f34-8e5d-5b0a-9a0e-6f2d3c4b5a69
                 */
                "X-Gitlab-Webhook-UUID": components["parameters"]["WebhookUuid"];
                /**
                 * @description The address of the service that sent the delivery (its external URL), as newer versions of the real service send it.
                 * @example http://localhost:3000
                 */
                "X-Gitlab-Instance": components["parameters"]["WebhookInstance"];
                /**
                 * @description `GitLab/<version>`, the release `GET /version` reports in `version`.
                 * @example GitLab/17.5.0
                 */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookPushEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["WebhookRejected"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["WebhookRetried"];
        };
    };
    mergeRequestHook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The kind of event.
                 * @example Merge Request Hook
                 */
                "X-Gitlab-Event": "Merge Request Hook";
                /**
                 * @description The hook's secret `token`, sent only when the hook has one; compare it to tell genuine deliveries apart.
                 * @example s3cret
                 */
                "X-Gitlab-Token"?: components["parameters"]["WebhookToken"];
                /**
                 * @description The delivery's id, the same on every attempt of one delivery (deliveries are at least once: drop repeats by it).
                 * @example 2b7d4a0e-6f0b-4c65-9c3d-0a0f3e1c2d4b
                 */
                "X-Gitlab-Event-UUID": components["parameters"]["WebhookEventUuid"];
                /**
                 * @description The hook's own id, the same on every delivery of one hook and different for every hook.
                 * @example 0f7c1f34-8e5d-5b0a-9a0e-6f2d3c4b5a69
                 */
                "X-Gitlab-Webhook-UUID": components["parameters"]["WebhookUuid"];
                /**
                 * @description The address of the service that sent the delivery (its external URL), as newer versions of the real service send it.
                 * @example http://localhost:3000
                 */
                "X-Gitlab-Instance": components["parameters"]["WebhookInstance"];
                /**
                 * @description `GitLab/<version>`, the release `GET /version` reports in `version`.
                 * @example GitLab/17.5.0
                 */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookMergeRequestEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["WebhookRejected"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["WebhookRetried"];
        };
    };
    issueHook: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The kind of event.
                 * @example Issue Hook
                 */
                "X-Gitlab-Event": "Issue Hook";
                /**
                 * @description The hook's secret `token`, sent only when the hook has one; compare it to tell genuine deliveries apart.
                 * @example s3cret
                 */
                "X-Gitlab-Token"?: components["parameters"]["WebhookToken"];
                /**
                 * @description The delivery's id, the same on every attempt of one delivery (deliveries are at least once: drop repeats by it).
                 * @example 2b7d4a0e-6f0b-4c65-9c3d-0a0f3e1c2d4b
                 */
                "X-Gitlab-Event-UUID": components["parameters"]["WebhookEventUuid"];
                /**
                 * @description The hook's own id, the same on every delivery of one hook and different for every hook.
                 * @example 0f7c1f34-8e5d-5b0a-9a0e-6f2d3c4b5a69
                 */
                "X-Gitlab-Webhook-UUID": components["parameters"]["WebhookUuid"];
                /**
                 * @description The address of the service that sent the delivery (its external URL), as newer versions of the real service send it.
                 * @example http://localhost:3000
                 */
                "X-Gitlab-Instance": components["parameters"]["WebhookInstance"];
                /**
                 * @description `GitLab/<version>`, the release `GET /version` reports in `version`.
                 * @example GitLab/17.5.0
                 */
                "User-Agent": components["parameters"]["WebhookUserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookIssueEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["WebhookRejected"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            500: components["responses"]["WebhookRetried"];
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};

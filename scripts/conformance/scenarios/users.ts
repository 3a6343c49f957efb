// Users: who the token belongs to, the user list and one user, the version. An administrator's token also creates
// a scratch user with two tokens, gives it a project (POST /projects/user/:id), makes it a member of a scratch
// project, and deletes it at the end (DELETE /users/:id, noting the user when that is refused).
import type { Scenario } from '../scenario.js';
import { checkUserPagination } from './pagination.js';
import { missingId, scratchProject } from './scratch.js';

export const usersScenario: Scenario = {
  area: 'users',
  async run(context) {
    const { client, anonymous, me, admin, expect, skip, uniqueName } = context;
    await expect(client.GET('/version'), 200);
    await expect(anonymous.GET('/user'), 401);
    await expect(client.GET('/users', { params: { query: { username: me.username } } }), 200);
    await expect(client.GET('/users/{id}', { params: { path: { id: me.id } } }), 200);
    await expect(client.GET('/users/{id}', { params: { path: { id: missingId } } }), 404);
    await expect(client.GET('/users/{user_id}/projects', { params: { path: { user_id: me.id } } }), 200);
    const username = uniqueName();
    const newUser = { username, name: username, email: `${username}@example.com`, password: `${uniqueName()}-password`, skip_confirmation: true };
    if (!admin) {
      await expect(client.POST('/users', { body: newUser }), 403);
      await expect(client.DELETE('/users/{id}', { params: { path: { id: me.id } } }), 403);
      for (const operation of ['POST /users/{user_id}/personal_access_tokens', 'POST /users/{user_id}/impersonation_tokens', 'POST /projects/user/{user_id}', 'POST /projects/{id}/members']) {
        skip(operation, 'needs a user of its own, which only an administrator\'s token may create');
      }
      await checkUserPagination(context);
      return;
    }
    await expect(client.POST('/users', { body: { username } as never }), 400);
    const user = await expect(client.POST('/users', { body: newUser }), 201);
    context.cleanUp(`delete user ${username}`, () => deleteUser(context, user.id, username));
    await expect(client.POST('/users', { body: newUser }), 409);
    const userPath = { params: { path: { user_id: user.id } } };
    await expect(client.POST('/users/{user_id}/personal_access_tokens', { ...userPath, body: { name: 'conformance', scopes: ['read_user'] } }), 201);
    await expect(client.POST('/users/{user_id}/impersonation_tokens', { ...userPath, body: { name: 'conformance', scopes: ['read_user'] } }), 201);
    await expect(client.POST('/users/{user_id}/personal_access_tokens', { ...userPath, body: { name: 'conformance', scopes: ['no-such-scope' as never] } }), 400);
    const theirs = await expect(client.POST('/projects/user/{user_id}', { ...userPath, body: { name: uniqueName('theirs') } }), 201);
    context.cleanUp(`delete project ${theirs.path_with_namespace}`, () => expect(client.DELETE('/projects/{id}', { params: { path: { id: theirs.id } } }), 204, 404));

    const project = await scratchProject(context, 'members');
    const path = { id: project.id };
    await expect(client.GET('/projects/{id}/members', { params: { path } }), 200);
    await expect(client.POST('/projects/{id}/members', { params: { path }, body: { user_id: user.id, access_level: 30 } }), 201);
    await expect(client.POST('/projects/{id}/members', { params: { path }, body: { user_id: user.id, access_level: 30 } }), 409);
    const member = { params: { path: { ...path, user_id: user.id } } };
    await expect(client.GET('/projects/{id}/members/{user_id}', member), 200);
    await expect(client.PUT('/projects/{id}/members/{user_id}', { ...member, body: { access_level: 20 } }), 200);
    await expect(client.PUT('/projects/{id}/members/{user_id}', { ...member, body: { access_level: 12 as never } }), 400);
    await expect(client.DELETE('/projects/{id}/members/{user_id}', member), 204);
    await expect(client.GET('/projects/{id}/members/{user_id}', member), 404);
    await checkUserPagination(context);
  },
};

/** DELETE /users/:id with hard_delete (the scratch user has no contributions worth keeping); a refusal is noted. */
async function deleteUser(context: Parameters<Scenario['run']>[0], id: number, username: string): Promise<void> {
  const { response } = await context.client.DELETE('/users/{id}', { params: { path: { id }, query: { hard_delete: true } } });
  if (response.status >= 300) context.note(`user ${username} (id ${id}) remains: the server answered ${response.status} to DELETE /users/${id}; remove it as an administrator`);
}

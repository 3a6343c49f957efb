// The client's helpers of the families a real flow goes through (a user, a group and its members, a branch, a commit,
// a file, an issue with a label and a milestone, an upload), against the reference server through the Prism proxy.
import { expect, test } from 'vitest';
import { ApiRequestError, createClient } from '../../client/index.js';
import { adminToken, describeApi } from '../support/context.js';

describeApi('client helpers of every resource family', (api) => {
  test('a user with a token, a group with a member, a branch, a commit, a file, an issue with a label and a milestone, an upload', { timeout: 60_000 }, async () => {
    const admin = createClient({ baseUrl: api.url, token: adminToken });
    const bob = await admin.users.create({ username: 'bob', name: 'Bob', email: 'bob@example.com', password: 'a-long-password-1' });
    expect(await admin.users.get(bob.id)).toMatchObject({ username: 'bob' });
    const { token } = await admin.users.createPersonalAccessToken(bob.id, { name: 'ci', scopes: ['api'] });
    const asBob = createClient({ baseUrl: api.url, token: token! });
    expect(await asBob.users.current()).toMatchObject({ id: bob.id });

    const group = await admin.groups.create({ name: 'Platform', path: 'platform' });
    await admin.groupMembers.add(group.id, { user_id: bob.id, access_level: 30 });
    expect((await admin.groupMembers.list(group.id).all()).map((member) => member.username)).toContain('bob');
    expect(await admin.groups.get('platform')).toMatchObject({ id: group.id });

    const project = await asBob.projects.create({ name: 'Tool', initialize_with_readme: true, default_branch: 'main' });
    await asBob.branches.create(project.id, { branch: 'feature/greeting', ref: 'main' });
    expect(await asBob.branches.get(project.id, 'feature/greeting')).toMatchObject({ name: 'feature/greeting' });
    const commit = await asBob.commits.create(project.id, {
      branch: 'feature/greeting', commit_message: 'Add a greeting', actions: [{ action: 'create', file_path: 'src/greeting.txt', content: 'Hello' }],
    });
    expect((await asBob.commits.list(project.id, { ref_name: 'feature/greeting' }).all())[0]).toMatchObject({ id: commit.id });
    expect(await asBob.repositoryFiles.get(project.id, 'src/greeting.txt', { ref: 'feature/greeting' })).toMatchObject({ file_path: 'src/greeting.txt', last_commit_id: commit.id });
    expect(new TextDecoder().decode(await asBob.repositoryFiles.getRaw(project.id, 'src/greeting.txt', { ref: 'feature/greeting' }))).toBe('Hello');

    await asBob.labels.create(project.id, { name: 'bug', color: '#d9534f' });
    const milestone = await asBob.milestones.create(project.id, { title: 'v1.0' });
    const issue = await asBob.issues.create(project.id, { title: 'The greeting is too short', labels: 'bug', milestone_id: milestone.id });
    expect(await asBob.issues.update(project.id, issue.iid, { state_event: 'close' })).toMatchObject({ state: 'closed', labels: ['bug'] });
    expect((await asBob.issues.list(project.id, { state: 'closed' }).all()).map((closed) => closed.iid)).toEqual([issue.iid]);
    expect(await asBob.milestones.get(project.id, milestone.id)).toMatchObject({ title: 'v1.0' });
    expect((await asBob.labels.list(project.id).all()).map((label) => label.name)).toEqual(['bug']);
    await asBob.projectMembers.add(project.id, { user_id: 1, access_level: 20 });
    expect((await asBob.projectMembers.get(project.id, 1)).access_level).toBe(20);
    expect(await asBob.uploads.create(project.id, new Blob(['notes']), 'notes.txt')).toMatchObject({ markdown: expect.stringContaining('/notes.txt)') });
  });

  test('an error says the service\'s reason in its message, whatever the shape of the body', async () => {
    const admin = createClient({ baseUrl: api.url, token: adminToken });
    const missing = await admin.projects.get(999_999).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiRequestError);
    expect((missing as ApiRequestError).reason).toBe('404 Project Not Found');
    expect((missing as ApiRequestError).message).toMatch(/^404 from .*\/projects\/999999: 404 Project Not Found$/);
    const invalid = await admin.projects.create({ name: 'x'.repeat(300) }).then(() => undefined, (error: unknown) => error as ApiRequestError);
    expect(invalid?.status).toBe(400);
    expect(invalid?.reason).toBe('name is invalid');
    await admin.projects.create({ name: 'Twice' });
    const taken = await admin.projects.create({ name: 'Twice' }).then(() => undefined, (error: unknown) => error as ApiRequestError);
    expect(taken?.body).toMatchObject({ message: { name: ['has already been taken'] } });
    expect(taken?.reason).toMatch(/^name has already been taken/);
  });
});

const users = new Map();

export async function findUser(name) {
  return users.get(name) ?? null;
}

// The other side of tools/bench_rtt.py: random play of Rally the Troops' Hammer of the Scots rules,
// timed the way tools/bench.py times our engines. The rules are not part of this repository: their
// path comes from RTT_HAMMER_RULES (rules.js, with its data.js beside it).
//
// Reads one JSON request a line on stdin, {"seeds": [...], "max_steps": n}, and answers one line:
// {"actions": n, "step_us": total microseconds of to-act + legal actions + apply, "copy_us": [...]}.
// A step is: the roles to act (game.active), the legal actions of one (view(...).actions, RTT's
// only way to list them) and the action (exports.action); a copy is a deep copy of the game object
// as RTT's undo takes it (every field but the undo stack, the log by its length).
"use strict"

const readline = require("readline")
const rules = require(process.env.RTT_HAMMER_RULES)

const ROLES = rules.roles

function to_act(game) {
	if (game.active === "Both") return ROLES
	if (ROLES.includes(game.active)) return [game.active]
	return []
}

function legal(game, role) {
	let actions = rules.view(game, role).actions || {}
	let out = []
	for (let verb in actions) {
		if (verb === "undo") continue // a search does not take back
		let args = actions[verb]
		if (Array.isArray(args)) for (let a of args) out.push([verb, a])
		else if (args) out.push([verb, undefined])
	}
	return out
}

function deep_copy(v) {
	if (Array.isArray(v)) {
		let out = new Array(v.length)
		for (let i = 0; i < v.length; ++i) out[i] = typeof v[i] === "object" && v[i] !== null ? deep_copy(v[i]) : v[i]
		return out
	}
	let out = {}
	for (let k in v) out[k] = typeof v[k] === "object" && v[k] !== null ? deep_copy(v[k]) : v[k]
	return out
}

function undo_copy(game) {
	let out = {}
	for (let k in game) {
		if (k === "undo") continue
		let v = game[k]
		if (k === "log") v = v.length
		else if (typeof v === "object" && v !== null) v = deep_copy(v)
		out[k] = v
	}
	return out
}

// the picker, like engine/core/rng.Rng: SplitMix64
const MASK = (1n << 64n) - 1n
function picker(seed) {
	let s = (BigInt(seed) * 0x9e3779b97f4a7c15n + 0x2545f4914f6cdd1dn) & MASK
	return n => {
		s = (s + 0x9e3779b97f4a7c15n) & MASK
		let z = s
		z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK
		z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK
		return Number((z ^ (z >> 31n)) % BigInt(n))
	}
}

function play(seed, max_steps, out) {
	let scenario = rules.scenarios[seed % rules.scenarios.length]
	let game = rules.setup(seed * 7919 + 1, scenario, {})
	let pick = picker(seed)
	for (let n = 0; n < max_steps; ++n) {
		let t0 = process.hrtime.bigint()
		let acting = to_act(game)
		let t1 = process.hrtime.bigint()
		if (acting.length === 0) return
		let role = acting[pick(acting.length)]
		let t2 = process.hrtime.bigint()
		let actions = legal(game, role)
		let t3 = process.hrtime.bigint()
		if (actions.length === 0) return
		let [verb, arg] = actions[pick(actions.length)]
		let t4 = process.hrtime.bigint()
		game = rules.action(game, role, verb, arg)
		let t5 = process.hrtime.bigint()
		out.step_ns += Number(t1 - t0 + t3 - t2 + t5 - t4)
		out.actions += 1
		if (n % 3 === 0) {
			let c0 = process.hrtime.bigint()
			undo_copy(game)
			out.copy_us.push(Number(process.hrtime.bigint() - c0) / 1000)
		}
	}
}

const input = readline.createInterface({ input: process.stdin })
input.on("line", line => {
	let request = JSON.parse(line)
	let out = { actions: 0, step_ns: 0, copy_us: [] }
	for (let seed of request.seeds) play(seed, request.max_steps, out)
	process.stdout.write(JSON.stringify({ actions: out.actions, step_us: out.step_ns / 1000, copy_us: out.copy_us }) + "\n")
})

"""Validates requests against Discord's own OpenAPI description (``spec/openapi.json``).

Each request is matched to a path template and method; its JSON body (or the ``payload_json`` part
of a multipart body) is validated with ``jsonschema`` (draft 2020-12, ``$ref`` resolved in the spec).

One deliberate relaxation, because Discord itself accepts it and discord.py relies on it:
``SnowflakeType`` is a string in the spec, but integer ids are accepted (discord.py sends
``attachments: [{"id": 0}]`` for new uploads).
"""

from __future__ import annotations

import copy
import functools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import referencing
import referencing.jsonschema

SPEC_PATH = (
    Path(__file__).resolve().parent / "spec" / "openapi.json"
)  # Discord's own description (MIT, spec/LICENSE)
_SPEC_URI = "urn:discord-openapi"
_JSON = "application/json"
_MULTIPART = "multipart/form-data"
_FILE_FIELD = re.compile(r"files\[(\d+)\]")


@dataclass(frozen=True)
class Operation:
    """One path template and method of the spec."""

    template: str
    method: str
    pointer: str
    spec: dict[str, Any]

    @property
    def label(self) -> str:
        return f"{self.method.upper()} {self.template}"


def find_spec() -> Path:
    """The OpenAPI file, a copy of ``shared/discord-api/openapi.json`` kept in the repository."""
    if not SPEC_PATH.is_file():
        raise FileNotFoundError(f"Discord's openapi.json not found at {SPEC_PATH}")
    return SPEC_PATH


@functools.cache
def load_validator() -> OpenAPIValidator:
    """The process-wide validator (parsing the 1 MB spec once per test worker)."""
    return OpenAPIValidator(json.loads(find_spec().read_text()))


class OpenAPIValidator:
    """Finds the operation of a request and lists what is wrong with it, as readable strings."""

    def __init__(self, spec: dict[str, Any]) -> None:
        spec = copy.deepcopy(spec)
        schemas = spec["components"]["schemas"]
        schemas["SnowflakeType"] = {"anyOf": [schemas["SnowflakeType"], {"type": "integer", "minimum": 0}]}
        self._spec = spec
        resource = referencing.Resource.from_contents(
            spec, default_specification=referencing.jsonschema.DRAFT202012
        )
        self._registry: referencing.Registry[Any] = referencing.Registry().with_resource(_SPEC_URI, resource)
        self._paths = sorted(
            ((template, _template_regex(template)) for template in spec["paths"]),
            key=lambda item: (item[0].count("{"), -len(item[0])),
        )
        self._validators: dict[str, jsonschema.protocols.Validator] = {}

    def match(self, method: str, path: str) -> Operation | str:
        """The operation for ``method path`` (path relative to ``/api/v10``), or why there is none."""
        for template, regex in self._paths:
            if regex.fullmatch(path):
                item = self._spec["paths"][template]
                if method.lower() not in item:
                    return f"{method} {template}: method not in Discord's API"
                pointer = f"/paths/{_escape(template)}/{method.lower()}"
                return Operation(template, method.lower(), pointer, item[method.lower()])
        return f"{method} {path}: path not in Discord's API"

    def check(
        self,
        method: str,
        path: str,
        *,
        query: list[str],
        content_type: str | None,
        body: Any,
        file_fields: list[str],
    ) -> list[str]:
        """Every problem with one request; ``body`` is the parsed JSON (or ``payload_json``), or None."""
        operation = self.match(method, path)
        if isinstance(operation, str):
            return [operation]
        problems = self._check_query(operation, query)
        request_body = operation.spec.get("requestBody")
        if request_body is None:
            if body is not None:
                problems.append(f"{operation.label}: takes no body, got {_short(body)}")
            return problems
        if body is None:
            if request_body.get("required") and not file_fields:
                problems.append(f"{operation.label}: a request body is required")
            return problems
        media = _MULTIPART if content_type == _MULTIPART else _JSON
        if media not in request_body["content"]:
            return [*problems, f"{operation.label}: content type {content_type} not accepted"]
        problems += self._check_files(operation, file_fields)
        pointer = f"{operation.pointer}/requestBody/content/{_escape(media)}/schema"
        validator = self._validator(pointer)
        for error in sorted(validator.iter_errors(body), key=lambda e: list(e.path)):
            problems.append(f"{operation.label}: {_describe(error)}")
        return problems

    def _check_query(self, operation: Operation, query: list[str]) -> list[str]:
        declared = {p["name"] for p in operation.spec.get("parameters", []) if p.get("in") == "query"}
        return [
            f"{operation.label}: unknown query parameter {name!r}" for name in query if name not in declared
        ]

    def _check_files(self, operation: Operation, file_fields: list[str]) -> list[str]:
        problems = []
        for name in file_fields:
            match = _FILE_FIELD.fullmatch(name)
            if match is None or int(match.group(1)) >= 10:
                problems.append(f"{operation.label}: unexpected multipart field {name!r}")
        return problems

    def _validator(self, pointer: str) -> jsonschema.protocols.Validator:
        if pointer not in self._validators:
            schema = {"$ref": f"{_SPEC_URI}#{pointer}"}
            self._validators[pointer] = jsonschema.Draft202012Validator(schema, registry=self._registry)
        return self._validators[pointer]


def _template_regex(template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[^}]+\})", template)
    return re.compile("".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts))


def _escape(segment: str) -> str:
    return segment.replace("~", "~0").replace("/", "~1")


def _describe(error: jsonschema.ValidationError) -> str:
    best = _most_specific(error)
    location = "body" + "".join(f"[{p!r}]" if isinstance(p, str) else f"[{p}]" for p in best.absolute_path)
    return f"{location}: {best.message[:300]}"


def _most_specific(error: jsonschema.ValidationError) -> jsonschema.ValidationError:
    """Inside ``oneOf``/``anyOf``, follow the branches the value was meant for (its ``type`` matched)."""
    if not error.context:
        return error
    branches: dict[Any, list[jsonschema.ValidationError]] = {}
    for inner in error.context:
        branches.setdefault(inner.relative_schema_path[0], []).append(inner)
    meant = [
        e for errors in branches.values() if not any(_wrong_branch(e, error) for e in errors) for e in errors
    ]
    pool = meant or list(error.context)
    return _most_specific(max(pool, key=lambda e: len(e.absolute_path)))


def _wrong_branch(inner: jsonschema.ValidationError, outer: jsonschema.ValidationError) -> bool:
    """The branch is for another kind of value: its shape or its ``type`` discriminator differs."""
    depth = len(outer.absolute_path)
    if inner.validator == "type" and len(inner.absolute_path) == depth:
        return True
    path = inner.absolute_path
    return inner.validator in ("enum", "const") and len(path) == depth + 1 and path[-1] == "type"


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 120 else text[:117] + "..."

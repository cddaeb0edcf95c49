"""Shared by the phone-number scripts: re-runs the calling script inside the git-ignored virtual
environment .venv-phonenumbers/, created with the pinned PyPI package `phonenumbers` on first use."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".venv-phonenumbers")
VERSION = "9.0.43"


def ensure_venv():
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        return
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
    subprocess.check_call([python, "-m", "pip", "install", "-q", f"phonenumbers=={VERSION}"])
    os.execv(python, [python] + sys.argv)

/// The decoder's few parameters, in keys (the layout's key pitch) unless said otherwise. Chosen on
/// gestures from ``GlideGestureSynthesizer`` and from a second noise model (corners uniform in a
/// disc, each pulled towards its neighbours' midpoint), over many random draws of words (never one
/// fixed list), and kept round.
struct GlideScoring: Sendable {
    /// σ of the location channel: the mean distance a finger strays from a word's template.
    var locationSigma: Float = 0.15
    /// σ of the shape channel, in units of the normalised shape (its larger side is 1).
    var shapeSigma: Float = 0.06
    /// σ of where the gesture starts and ends from the first and last keys' centres: a finger puts
    /// the ends of a word more carefully than its middle (SHARK2 weights them more for that reason).
    var endSigma: Float = 0.25
    /// How far a word's first (last) key centre may be from the gesture's first (last) point.
    var endRadius: Float = 1.3
    /// How far a template's length may be from the gesture's: this share of the longer of the two…
    var lengthShare: Float = 0.4
    /// …plus this many keys.
    var lengthKeys: Float = 1.5
    /// How far each inner corner of a template is pulled towards each of its neighbouring keys: the
    /// finger cuts corners, so the path it is expected to draw does too.
    var cornerPull: Float = 0.08
    /// How close every resampled point must be for a gesture to be a word's exact trace.
    var exactTolerance: Float = 0.05
}

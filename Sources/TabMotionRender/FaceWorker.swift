import CCairo
import Glibc
import TabMotionCore
import TabMotionUI

/// A second thread that draws one turned face while the renderer's own thread draws the face
/// beside it: at the middle of a cube's turn each face costs nearly what a whole page does (the
/// work goes by pixel rows, and both faces span them all), so two cores halve the frame.
///
/// The renderer posts a face (``post(_:rasters:)``), draws the other, then calls
/// ``finish()``: if this thread has not yet taken the face, the renderer's thread draws it
/// itself, with the same painter, so a second core busy elsewhere costs the frame nothing but
/// the hand-over — and the pixels never depend on which thread drew them.
/// The two faces write disjoint pixel columns of a target whose pixels are held (no cairo
/// call touches it meanwhile), and the face's rasters are made, and held, before it is
/// posted: the worker calls neither cairo on shared surfaces nor the renderer's caches.
///
/// Posting and finishing allocate nothing. The thread sleeps between faces and ends with
/// ``stop()``.
final class FaceWorker: @unchecked Sendable {
  /// A face to draw: its layer (without `overlay`, its dimming) as `face` at `scale`, inside
  /// `clip` of `surface` — its first `layers` (numbered in drawing order), which ask nothing of
  /// cairo (``ProjectedFacePainter/directLayers(of:opacity:skipping:rasters:)``).
  struct Job {
    var layer: Layer
    var face: ProjectedFacePainter.Face
    var overlay: Layer?
    var scale: Double
    var clip: (x0: Int, y0: Int, x1: Int, y1: Int)
    var layers: Int
    var surface: ImageSurface
  }

  /// A raster the posted face draws, made by the renderer: for the layer `layer`, its corner
  /// `origin` device pixels from the layer's.
  struct PreparedRaster {
    var layer: ObjectIdentifier
    var surface: ImageSurface
    var origin: Point
  }

  private enum State {
    /// Nothing posted.
    case idle
    /// A face is waiting to be taken.
    case posted
    /// This thread is drawing it.
    case running
    /// This thread has drawn it.
    case finished
    /// The renderer's thread took it back.
    case reclaimed
  }

  /// The painter faces posted here are drawn with (its own warp and band cache: nothing of it
  /// is shared with the renderer's painter).
  let painter: ProjectedFacePainter
  /// A context over a pixel of its own: the painter's drawing entry takes one, and a face
  /// posted here never draws through it.
  private let scratch: ImageSurface
  private let context: OpaquePointer

  // Guarded by `lock`.
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  private var state = State.idle
  private var stopping = false
  private var job: Job?
  private var rasters: [PreparedRaster] = []
  private var failure: (any Error)?

  /// True when the machine has a second core to draw on.
  static var isUseful: Bool { sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1 }

  /// Starts the thread, or throws when it or its scratch context cannot be made.
  init(scale: Double) throws {
    painter = ProjectedFacePainter(warp: PerspectiveWarp(), bands: ShapeBandCache(scale: scale))
    scratch = try ImageSurface(width: 1, height: 1)
    guard let context = cairo_create(scratch.surface) else {
      throw RenderError.cairo("cairo_create returned NULL")
    }
    self.context = context
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    changed = .allocate(capacity: 1)
    changed.initialize(to: pthread_cond_t())
    pthread_cond_init(changed, nil)
    rasters.reserveCapacity(8)
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { argument in
        guard let argument else { return nil }
        Unmanaged<FaceWorker>.fromOpaque(argument).takeRetainedValue().serve()
        return nil
      }, Unmanaged.passRetained(self).toOpaque())
    guard started == 0 else {
      // The retain handed to the thread that never ran.
      Unmanaged.passUnretained(self).release()
      throw RenderError.invalidArgument("FaceWorker: pthread_create failed (\(started))")
    }
    pthread_detach(thread)
  }

  deinit {
    cairo_destroy(context)
    pthread_cond_destroy(changed)
    changed.deinitialize(count: 1)
    changed.deallocate()
    pthread_mutex_destroy(lock)
    lock.deinitialize(count: 1)
    lock.deallocate()
  }

  /// Ends the thread once it is idle (the renderer is going away).
  func stop() {
    pthread_mutex_lock(lock)
    stopping = true
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(lock)
  }

  /// Hands `job` to the thread, with the rasters it draws. Follow with ``finish()`` before
  /// anything else touches the job's target or rasters with cairo.
  func post(_ job: Job, rasters prepared: [PreparedRaster]) {
    pthread_mutex_lock(lock)
    precondition(
      state == .idle, "FaceWorker.post(_:rasters:): the face posted before is not finished")
    self.job = job
    rasters.removeAll(keepingCapacity: true)
    rasters.append(contentsOf: prepared)
    failure = nil
    state = .posted
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(lock)
  }

  /// Returns once the posted face is drawn: by this thread, or by the caller's when this one
  /// has not taken it yet; with what drawing it threw, if it did.
  func finish() -> (any Error)? {
    pthread_mutex_lock(lock)
    let reclaimed = state == .posted
    if reclaimed {
      state = .reclaimed
    } else {
      while state == .running { pthread_cond_wait(changed, lock) }
    }
    pthread_mutex_unlock(lock)
    if reclaimed { draw() }
    pthread_mutex_lock(lock)
    let failure = self.failure
    self.failure = nil
    job = nil
    rasters.removeAll(keepingCapacity: true)
    state = .idle
    pthread_mutex_unlock(lock)
    return failure
  }

  /// The thread's loop: waits for a face, draws it, says so.
  private func serve() {
    while true {
      pthread_mutex_lock(lock)
      while state != .posted && !stopping { pthread_cond_wait(changed, lock) }
      if stopping {
        pthread_mutex_unlock(lock)
        return
      }
      state = .running
      pthread_mutex_unlock(lock)
      draw()
      pthread_mutex_lock(lock)
      state = .finished
      pthread_cond_broadcast(changed)
      pthread_mutex_unlock(lock)
    }
  }

  /// Draws the posted face on the calling thread, keeping what it threw. Reads `job` and
  /// `rasters` without the lock: they change only while no face is posted.
  private func draw() {
    guard let job else { return }
    do {
      try painter.draw(
        job.layer, as: job.face, skipping: job.overlay, scale: job.scale, cr: context,
        clip: job.clip, layers: 0..<job.layers, into: job.surface
      ) { layer in
        let id = ObjectIdentifier(layer)
        guard let raster = rasters.first(where: { $0.layer == id }) else {
          throw RenderError.invalidArgument(
            "FaceWorker: a face's raster was not made before it was posted")
        }
        return (raster.surface, raster.origin)
      }
    } catch {
      failure = error
    }
  }
}

package harness.jgrapht;

import java.util.ArrayList;
import java.util.List;
import org.jgrapht.Graph;
import org.jgrapht.event.GraphEdgeChangeEvent;
import org.jgrapht.event.GraphListener;
import org.jgrapht.event.GraphVertexChangeEvent;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.DefaultListenableGraph;
import org.jgrapht.graph.concurrent.AsSynchronizedGraph;

/**
 * JGraphT 1.5.3: an {@code AsSynchronizedGraph} over a {@code DefaultListenableGraph} runs the
 * graph's listeners under its write lock ({@code addEdge} takes the {@code
 * ReentrantReadWriteLock}'s write lock and the listenable graph calls {@code edgeAdded}
 * inside; checked in the bytecode). The listener writes a log guarded by {@code LOCK}. Thread
 * {@code linker} holds the write lock in {@code edgeAdded} and wants {@code LOCK}; thread
 * {@code adds-under-lock} holds {@code LOCK} and adds a vertex, wanting the write lock (hangs
 * on the JVM; the sleeps only make it take that order).
 */
public class ListenerUnderWriteLock {
  static final Object LOCK = new Object();
  static final List<String> LOG = new ArrayList<>();

  /** Logs each added edge under {@link #LOCK}. */
  static final class EdgeLogger implements GraphListener<String, DefaultEdge> {
    @Override
    public void edgeAdded(GraphEdgeChangeEvent<String, DefaultEdge> e) {
      pause(500);
      synchronized (LOCK) {
        LOG.add(e.getEdgeSource() + "->" + e.getEdgeTarget());
      }
    }

    @Override
    public void edgeRemoved(GraphEdgeChangeEvent<String, DefaultEdge> e) {}

    @Override
    public void vertexAdded(GraphVertexChangeEvent<String> e) {}

    @Override
    public void vertexRemoved(GraphVertexChangeEvent<String> e) {}
  }

  public static void main(String[] args) throws Exception {
    DefaultListenableGraph<String, DefaultEdge> listenable =
        new DefaultListenableGraph<>(new DefaultDirectedGraph<>(DefaultEdge.class));
    listenable.addGraphListener(new EdgeLogger());
    Graph<String, DefaultEdge> graph = new AsSynchronizedGraph<>(listenable);
    graph.addVertex("x");
    graph.addVertex("y");
    Thread linker = new Thread(() -> graph.addEdge("x", "y"), "linker");
    Thread adder = new Thread(() -> {
      synchronized (LOCK) {
        pause(200);
        graph.addVertex("z");
      }
    }, "adds-under-lock");
    linker.start();
    adder.start();
    linker.join();
    adder.join();
  }

  static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

main corpus.extra.skippedshutdown.fixed.Main.main
counter java.util.concurrent.ExecutorService@Main.java:32.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:32 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:32 cap 1 init 0

proc corpus.extra.skippedshutdown.fixed.Main.checksum[corpus.extra.skippedshutdown.fixed.Main.lambda$main$0:35#1,corpus.extra.skippedshutdown.fixed.Main.main:35#12] {
}

proc corpus.extra.skippedshutdown.fixed.Main.lambda$main$0[corpus.extra.skippedshutdown.fixed.Main.main:35#12] {
  s1: call corpus.extra.skippedshutdown.fixed.Main.checksum[corpus.extra.skippedshutdown.fixed.Main.lambda$main$0:35#1,corpus.extra.skippedshutdown.fixed.Main.main:35#12] // at corpus.extra.skippedshutdown.fixed.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.skippedshutdown.fixed.Main.lambda$main$1[corpus.extra.skippedshutdown.fixed.Main.main:36#14] {
  s1: call corpus.extra.skippedshutdown.fixed.Main.checksum[corpus.extra.skippedshutdown.fixed.Main.lambda$main$0:35#1,corpus.extra.skippedshutdown.fixed.Main.main:35#12] // at corpus.extra.skippedshutdown.fixed.Main.lambda$main$1(Main.java:36)
}

proc corpus.extra.skippedshutdown.fixed.Main.main {
  s3: jump s4 s12                        // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:34)
  s4: read java.lang.String[][]          // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:34)
  s12: fork thread:java.lang.Thread@Main.java:35 java.lang.Thread@Main.java:35 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
  s14: fork thread:java.lang.Thread@Main.java:36 java.lang.Thread@Main.java:36 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
  s15: call corpus.extra.skippedshutdown.fixed.Main.result[corpus.extra.skippedshutdown.fixed.Main.main:37#15] // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:37)
  s16: call corpus.extra.skippedshutdown.fixed.Main.result[corpus.extra.skippedshutdown.fixed.Main.main:37#16] // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:37)
  s17: jump s18 s22                      // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:37)
  s18: read java.lang.System.out         // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:38)
  s20_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:32 1 else s20 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:43)
  s20: skip                              // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:43)
  s20_2: goto exit                       // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:43)
  s22: read java.lang.System.out         // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:41)
  s23: call corpus.extra.skippedshutdown.fixed.Main.result[corpus.extra.skippedshutdown.fixed.Main.main:37#15] // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:41)
  s26_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:32 1 else s26 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:43)
  s26: skip                              // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:43)
}

proc corpus.extra.skippedshutdown.fixed.Main.result[corpus.extra.skippedshutdown.fixed.Main.main:37#15] {
  s1: join java.lang.Thread@Main.java:35 // at corpus.extra.skippedshutdown.fixed.Main.result(Main.java:25)
}

proc corpus.extra.skippedshutdown.fixed.Main.result[corpus.extra.skippedshutdown.fixed.Main.main:37#16] {
  s1: join java.lang.Thread@Main.java:36 // at corpus.extra.skippedshutdown.fixed.Main.result(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:35 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:32 1 else t0 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
  t0: skip                               // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
  w0: down java.util.concurrent.ExecutorService@Main.java:32.workers 1 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
  c0: call corpus.extra.skippedshutdown.fixed.Main.lambda$main$0[corpus.extra.skippedshutdown.fixed.Main.main:35#12] // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
  u0: up java.util.concurrent.ExecutorService@Main.java:32.workers 1 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:35)
}

proc thread:java.lang.Thread@Main.java:36 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:32 1 else t0 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
  t0: skip                               // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
  w0: down java.util.concurrent.ExecutorService@Main.java:32.workers 1 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
  c0: call corpus.extra.skippedshutdown.fixed.Main.lambda$main$1[corpus.extra.skippedshutdown.fixed.Main.main:36#14] // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
  u0: up java.util.concurrent.ExecutorService@Main.java:32.workers 1 // at corpus.extra.skippedshutdown.fixed.Main.main(Main.java:36)
}

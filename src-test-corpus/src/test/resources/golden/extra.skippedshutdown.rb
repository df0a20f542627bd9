main corpus.extra.skippedshutdown.Main.main
counter java.util.concurrent.ExecutorService@Main.java:35.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:35 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:35 cap 1 init 0

proc corpus.extra.skippedshutdown.Main.checksum[corpus.extra.skippedshutdown.Main.lambda$main$0:37#1,corpus.extra.skippedshutdown.Main.main:37#8] {
}

proc corpus.extra.skippedshutdown.Main.lambda$main$0[corpus.extra.skippedshutdown.Main.main:37#8] {
  s1: call corpus.extra.skippedshutdown.Main.checksum[corpus.extra.skippedshutdown.Main.lambda$main$0:37#1,corpus.extra.skippedshutdown.Main.main:37#8] // at corpus.extra.skippedshutdown.Main.lambda$main$0(Main.java:37)
}

proc corpus.extra.skippedshutdown.Main.lambda$main$1[corpus.extra.skippedshutdown.Main.main:38#10] {
  s1: call corpus.extra.skippedshutdown.Main.checksum[corpus.extra.skippedshutdown.Main.lambda$main$0:37#1,corpus.extra.skippedshutdown.Main.main:37#8] // at corpus.extra.skippedshutdown.Main.lambda$main$1(Main.java:38)
}

proc corpus.extra.skippedshutdown.Main.main {
  s3: jump s4 s8                         // at corpus.extra.skippedshutdown.Main.main(Main.java:36)
  s4: read java.lang.String[][]          // at corpus.extra.skippedshutdown.Main.main(Main.java:36)
  s8: fork thread:java.lang.Thread@Main.java:37 java.lang.Thread@Main.java:37 // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
  s10: fork thread:java.lang.Thread@Main.java:38 java.lang.Thread@Main.java:38 // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
  s11: call corpus.extra.skippedshutdown.Main.result[corpus.extra.skippedshutdown.Main.main:39#11] // at corpus.extra.skippedshutdown.Main.main(Main.java:39)
  s12: call corpus.extra.skippedshutdown.Main.result[corpus.extra.skippedshutdown.Main.main:39#12] // at corpus.extra.skippedshutdown.Main.main(Main.java:39)
  s13: jump s14 s17                      // at corpus.extra.skippedshutdown.Main.main(Main.java:39)
  s14: read java.lang.System.out         // at corpus.extra.skippedshutdown.Main.main(Main.java:40)
  s14_1: goto exit                       // at corpus.extra.skippedshutdown.Main.main(Main.java:40)
  s17: read java.lang.System.out         // at corpus.extra.skippedshutdown.Main.main(Main.java:43)
  s18: call corpus.extra.skippedshutdown.Main.result[corpus.extra.skippedshutdown.Main.main:39#11] // at corpus.extra.skippedshutdown.Main.main(Main.java:43)
  s21_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:35 1 else s21 // at corpus.extra.skippedshutdown.Main.main(Main.java:44)
  s21: skip                              // at corpus.extra.skippedshutdown.Main.main(Main.java:44)
}

proc corpus.extra.skippedshutdown.Main.result[corpus.extra.skippedshutdown.Main.main:39#11] {
  s1: join java.lang.Thread@Main.java:37 // at corpus.extra.skippedshutdown.Main.result(Main.java:28)
}

proc corpus.extra.skippedshutdown.Main.result[corpus.extra.skippedshutdown.Main.main:39#12] {
  s1: join java.lang.Thread@Main.java:38 // at corpus.extra.skippedshutdown.Main.result(Main.java:28)
}

proc thread:java.lang.Thread@Main.java:37 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:35 1 else t0 // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
  t0: skip                               // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
  w0: down java.util.concurrent.ExecutorService@Main.java:35.workers 1 // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
  c0: call corpus.extra.skippedshutdown.Main.lambda$main$0[corpus.extra.skippedshutdown.Main.main:37#8] // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
  u0: up java.util.concurrent.ExecutorService@Main.java:35.workers 1 // at corpus.extra.skippedshutdown.Main.main(Main.java:37)
}

proc thread:java.lang.Thread@Main.java:38 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:35 1 else t0 // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
  t0: skip                               // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
  w0: down java.util.concurrent.ExecutorService@Main.java:35.workers 1 // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
  c0: call corpus.extra.skippedshutdown.Main.lambda$main$1[corpus.extra.skippedshutdown.Main.main:38#10] // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
  u0: up java.util.concurrent.ExecutorService@Main.java:35.workers 1 // at corpus.extra.skippedshutdown.Main.main(Main.java:38)
}

main entry
counter java.lang.Thread@Main.java:46.allFailed cap 1 init 0
counter java.lang.Thread@Main.java:46.failed cap 2 init 0
counter java.lang.Thread@Main.java:46.won cap 1 init 0
counter java.util.concurrent.ExecutorService@Main.java:33.workers cap 2 init 2
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:33 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:33 cap 1 init 0

proc corpus.extra.invokeany.Main.<clinit> {
  s2: write corpus.extra.invokeany.Main.a // at corpus.extra.invokeany.Main.<clinit>(Main.java:22)
  s5: write corpus.extra.invokeany.Main.b // at corpus.extra.invokeany.Main.<clinit>(Main.java:23)
}

proc corpus.extra.invokeany.Main.lambda$main$0 {
  s0: call corpus.extra.invokeany.Main.spin // at corpus.extra.invokeany.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.invokeany.Main.lambda$main$1 {
  s0: read corpus.extra.invokeany.Main.b // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:39)
  s1: acquire java.lang.Object@Main.java:23 // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:39)
  s2: call corpus.extra.invokeany.Main.spin // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:40)
  s3: read corpus.extra.invokeany.Main.a // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:41)
  s4: acquire java.lang.Object@Main.java:22 // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:41)
  s6: release java.lang.Object@Main.java:22 // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:42)
  s7: release java.lang.Object@Main.java:23 // at corpus.extra.invokeany.Main.lambda$main$1(Main.java:42)
}

proc corpus.extra.invokeany.Main.main {
  s4: read java.lang.System.out          // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7: fork thread:java.lang.Thread@Main.java:46/task1 java.lang.Thread@Main.java:46/task1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_1: fork thread:java.lang.Thread@Main.java:46/task2 java.lang.Thread@Main.java:46/task2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_2: until java.lang.Thread@Main.java:46.won >= 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_4: trydown java.lang.Thread@Main.java:46.allFailed 1 else s7_3 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_5: goto raise                       // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_3: skip                             // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_6: interrupt java.lang.Thread@Main.java:46/task1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s7_7: interrupt java.lang.Thread@Main.java:46/task2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  s9: read corpus.extra.invokeany.Main.a // at corpus.extra.invokeany.Main.main(Main.java:47)
  s10: acquire java.lang.Object@Main.java:22 // at corpus.extra.invokeany.Main.main(Main.java:47)
  s11: call corpus.extra.invokeany.Main.spin // at corpus.extra.invokeany.Main.main(Main.java:48)
  s12: read corpus.extra.invokeany.Main.b // at corpus.extra.invokeany.Main.main(Main.java:49)
  s13: acquire java.lang.Object@Main.java:23 // at corpus.extra.invokeany.Main.main(Main.java:49)
  s14: read java.lang.System.out         // at corpus.extra.invokeany.Main.main(Main.java:50)
  s16: release java.lang.Object@Main.java:23 // at corpus.extra.invokeany.Main.main(Main.java:51)
  s26: release java.lang.Object@Main.java:22 // at corpus.extra.invokeany.Main.main(Main.java:52)
  s28_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:33 1 else s28 // at corpus.extra.invokeany.Main.main(Main.java:53)
  s28: skip                              // at corpus.extra.invokeany.Main.main(Main.java:53)
  s28_2: goto exit                       // at corpus.extra.invokeany.Main.main(Main.java:53)
  raise: raise                           // at corpus.extra.invokeany.Main.main(Main.java:33)
}

proc corpus.extra.invokeany.Main.spin {
  s6: jump s6 exit                       // at corpus.extra.invokeany.Main.spin(Main.java:27)
}

proc entry {
  init0: call corpus.extra.invokeany.Main.<clinit> // at corpus.extra.invokeany.Main.main(Main.java:33)
  main: call corpus.extra.invokeany.Main.main // at corpus.extra.invokeany.Main.main(Main.java:33)
}

proc thread:java.lang.Thread@Main.java:46/task1 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:33 1 else t0 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t0: skip                               // at corpus.extra.invokeany.Main.main(Main.java:46)
  w0: down java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  c0: call corpus.extra.invokeany.Main.lambda$main$0 else f0 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t3: tryup java.lang.Thread@Main.java:46.won 1 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t4: goto t2                            // at corpus.extra.invokeany.Main.main(Main.java:46)
  f0: up java.lang.Thread@Main.java:46.failed 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t5: trydown java.lang.Thread@Main.java:46.failed 2 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t6: up java.lang.Thread@Main.java:46.allFailed 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t7: tryup java.lang.Thread@Main.java:46.won 1 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t2: skip                               // at corpus.extra.invokeany.Main.main(Main.java:46)
  u0: up java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
}

proc thread:java.lang.Thread@Main.java:46/task2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:33 1 else t0 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t0: skip                               // at corpus.extra.invokeany.Main.main(Main.java:46)
  w0: down java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  c0: call corpus.extra.invokeany.Main.lambda$main$1 else f0 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t3: tryup java.lang.Thread@Main.java:46.won 1 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t4: goto t2                            // at corpus.extra.invokeany.Main.main(Main.java:46)
  f0: up java.lang.Thread@Main.java:46.failed 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t5: trydown java.lang.Thread@Main.java:46.failed 2 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t6: up java.lang.Thread@Main.java:46.allFailed 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t7: tryup java.lang.Thread@Main.java:46.won 1 else t2 // at corpus.extra.invokeany.Main.main(Main.java:46)
  t2: skip                               // at corpus.extra.invokeany.Main.main(Main.java:46)
  u0: up java.util.concurrent.ExecutorService@Main.java:33.workers 1 // at corpus.extra.invokeany.Main.main(Main.java:46)
}

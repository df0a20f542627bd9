main corpus.extra.thencompose.Main.main
counter java.lang.Thread@Main.java:21.done cap 1 init 0
counter java.lang.Thread@Main.java:21.first cap 1 init 0
counter java.lang.Thread@Main.java:21.relay{0} cap 1 init 0
counter java.lang.Thread@Main.java:22.done cap 1 init 0
counter java.lang.Thread@Main.java:22.first cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:19.done cap 1 init 0

proc corpus.extra.thencompose.Main.lambda$main$0 {
}

proc corpus.extra.thencompose.Main.lambda$main$1[corpus.extra.thencompose.Main.main:21#7] {
}

proc corpus.extra.thencompose.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:20 java.lang.Thread@Main.java:20 // at corpus.extra.thencompose.Main.main(Main.java:20)
  s7_2: tryup java.lang.Thread@Main.java:21.first 1 else s7 // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_3: goto s7_1                        // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7: skip                               // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_5: call corpus.extra.thencompose.Main.lambda$main$1[corpus.extra.thencompose.Main.main:21#7] // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_4: skip                             // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_9: tryup java.lang.Thread@Main.java:21.relay{0} 1 else s7_7 // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_10: goto s7_8                       // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_7: skip                             // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_12: tryup java.lang.Thread@Main.java:21.done 1 else s7_11 // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_15: tryup java.lang.Thread@Main.java:22.first 1 else s7_13 // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_16: goto s7_14                      // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_13: skip                            // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_17: skip                            // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_19: tryup java.lang.Thread@Main.java:22.done 1 else s7_18 // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_18: skip                            // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_14: skip                            // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_11: skip                            // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_8: skip                             // at corpus.extra.thencompose.Main.main(Main.java:21)
  s7_1: skip                             // at corpus.extra.thencompose.Main.main(Main.java:21)
  s9_2: tryup java.lang.Thread@Main.java:22.first 1 else s9 // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9_3: goto s9_1                        // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9: skip                               // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9_4: skip                             // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9_6: tryup java.lang.Thread@Main.java:22.done 1 else s9_5 // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9_5: skip                             // at corpus.extra.thencompose.Main.main(Main.java:22)
  s9_1: skip                             // at corpus.extra.thencompose.Main.main(Main.java:22)
  s10: read java.lang.System.out         // at corpus.extra.thencompose.Main.main(Main.java:23)
  s11: until java.lang.Thread@Main.java:22.done >= 1 // at corpus.extra.thencompose.Main.main(Main.java:23)
  s14: tryup java.util.concurrent.CompletableFuture@Main.java:19.done 1 else s14_1 // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_4: tryup java.lang.Thread@Main.java:21.relay{0} 1 else s14_2 // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_5: goto s14_3                      // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_2: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_7: tryup java.lang.Thread@Main.java:21.done 1 else s14_6 // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_10: tryup java.lang.Thread@Main.java:22.first 1 else s14_8 // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_11: goto s14_9                     // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_8: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_12: skip                           // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_14: tryup java.lang.Thread@Main.java:22.done 1 else s14_13 // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_13: skip                           // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_9: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_6: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_3: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
  s14_1: skip                            // at corpus.extra.thencompose.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:20 {
  c0: call corpus.extra.thencompose.Main.lambda$main$0 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t2: tryup java.lang.Thread@Main.java:21.first 1 else t0 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t3: goto t1                            // at corpus.extra.thencompose.Main.main(Main.java:20)
  t0: skip                               // at corpus.extra.thencompose.Main.main(Main.java:20)
  t5: call corpus.extra.thencompose.Main.lambda$main$1[corpus.extra.thencompose.Main.main:21#7] // at corpus.extra.thencompose.Main.main(Main.java:20)
  t4: skip                               // at corpus.extra.thencompose.Main.main(Main.java:20)
  t9: tryup java.lang.Thread@Main.java:21.relay{0} 1 else t7 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t10: goto t8                           // at corpus.extra.thencompose.Main.main(Main.java:20)
  t7: skip                               // at corpus.extra.thencompose.Main.main(Main.java:20)
  t12: tryup java.lang.Thread@Main.java:21.done 1 else t11 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t15: tryup java.lang.Thread@Main.java:22.first 1 else t13 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t16: goto t14                          // at corpus.extra.thencompose.Main.main(Main.java:20)
  t13: skip                              // at corpus.extra.thencompose.Main.main(Main.java:20)
  t17: skip                              // at corpus.extra.thencompose.Main.main(Main.java:20)
  t19: tryup java.lang.Thread@Main.java:22.done 1 else t18 // at corpus.extra.thencompose.Main.main(Main.java:20)
  t18: skip                              // at corpus.extra.thencompose.Main.main(Main.java:20)
  t14: skip                              // at corpus.extra.thencompose.Main.main(Main.java:20)
  t11: skip                              // at corpus.extra.thencompose.Main.main(Main.java:20)
  t8: skip                               // at corpus.extra.thencompose.Main.main(Main.java:20)
  t1: skip                               // at corpus.extra.thencompose.Main.main(Main.java:20)
}

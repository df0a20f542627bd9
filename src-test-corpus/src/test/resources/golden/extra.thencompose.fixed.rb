main corpus.extra.thencompose.fixed.Main.main
counter java.lang.Thread@Main.java:16.done cap 1 init 0
counter java.lang.Thread@Main.java:16.first cap 1 init 0
counter java.lang.Thread@Main.java:16.relay{0} cap 1 init 0
counter java.lang.Thread@Main.java:17.done cap 1 init 0
counter java.lang.Thread@Main.java:17.first cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:14.done cap 1 init 0

proc corpus.extra.thencompose.fixed.Main.lambda$main$0 {
}

proc corpus.extra.thencompose.fixed.Main.lambda$main$1[corpus.extra.thencompose.fixed.Main.main:16#7] {
}

proc corpus.extra.thencompose.fixed.Main.main {
  s5: fork thread:java.lang.Thread@Main.java:15 java.lang.Thread@Main.java:15 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  s7_2: tryup java.lang.Thread@Main.java:16.first 1 else s7 // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_3: goto s7_1                        // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_5: call corpus.extra.thencompose.fixed.Main.lambda$main$1[corpus.extra.thencompose.fixed.Main.main:16#7] // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_4: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_9: tryup java.lang.Thread@Main.java:16.relay{0} 1 else s7_7 // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_10: goto s7_8                       // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_7: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_12: tryup java.lang.Thread@Main.java:16.done 1 else s7_11 // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_15: tryup java.lang.Thread@Main.java:17.first 1 else s7_13 // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_16: goto s7_14                      // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_13: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_17: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_19: tryup java.lang.Thread@Main.java:17.done 1 else s7_18 // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_18: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_14: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_11: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_8: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s7_1: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:16)
  s9_2: tryup java.lang.Thread@Main.java:17.first 1 else s9 // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9_3: goto s9_1                        // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9_4: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9_6: tryup java.lang.Thread@Main.java:17.done 1 else s9_5 // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9_5: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s9_1: skip                             // at corpus.extra.thencompose.fixed.Main.main(Main.java:17)
  s10: tryup java.util.concurrent.CompletableFuture@Main.java:14.done 1 else s10_1 // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_4: tryup java.lang.Thread@Main.java:16.relay{0} 1 else s10_2 // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_5: goto s10_3                      // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_2: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_7: tryup java.lang.Thread@Main.java:16.done 1 else s10_6 // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_10: tryup java.lang.Thread@Main.java:17.first 1 else s10_8 // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_11: goto s10_9                     // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_8: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_12: skip                           // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_14: tryup java.lang.Thread@Main.java:17.done 1 else s10_13 // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_13: skip                           // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_9: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_6: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_3: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s10_1: skip                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:18)
  s11: read java.lang.System.out         // at corpus.extra.thencompose.fixed.Main.main(Main.java:19)
  s12: until java.lang.Thread@Main.java:17.done >= 1 // at corpus.extra.thencompose.fixed.Main.main(Main.java:19)
}

proc thread:java.lang.Thread@Main.java:15 {
  c0: call corpus.extra.thencompose.fixed.Main.lambda$main$0 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t2: tryup java.lang.Thread@Main.java:16.first 1 else t0 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t3: goto t1                            // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t0: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t5: call corpus.extra.thencompose.fixed.Main.lambda$main$1[corpus.extra.thencompose.fixed.Main.main:16#7] // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t4: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t9: tryup java.lang.Thread@Main.java:16.relay{0} 1 else t7 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t10: goto t8                           // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t7: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t12: tryup java.lang.Thread@Main.java:16.done 1 else t11 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t15: tryup java.lang.Thread@Main.java:17.first 1 else t13 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t16: goto t14                          // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t13: skip                              // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t17: skip                              // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t19: tryup java.lang.Thread@Main.java:17.done 1 else t18 // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t18: skip                              // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t14: skip                              // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t11: skip                              // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t8: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
  t1: skip                               // at corpus.extra.thencompose.fixed.Main.main(Main.java:15)
}

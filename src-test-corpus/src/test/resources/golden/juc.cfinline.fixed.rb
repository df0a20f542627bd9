main entry
counter java.lang.Thread@Main.java:29#2.done cap 1 init 0
counter java.lang.Thread@Main.java:29#2.first cap 1 init 0
counter java.lang.Thread@Main.java:29.done cap 1 init 0
counter java.lang.Thread@Main.java:29.first cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:19.done cap 1 init 0

proc corpus.juc.cfinline.fixed.Main.<clinit> {
  s2: write corpus.juc.cfinline.fixed.Main.ledger // at corpus.juc.cfinline.fixed.Main.<clinit>(Main.java:17)
  s5: write corpus.juc.cfinline.fixed.Main.audit // at corpus.juc.cfinline.fixed.Main.<clinit>(Main.java:18)
  s8: write corpus.juc.cfinline.fixed.Main.result // at corpus.juc.cfinline.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.juc.cfinline.fixed.Main.lambda$main$0[corpus.juc.cfinline.fixed.Main.main:29#3] {
}

proc corpus.juc.cfinline.fixed.Main.lambda$main$1 {
  s0: read corpus.juc.cfinline.fixed.Main.audit // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:31)
  s1: acquire java.lang.Object@Main.java:18 // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:31)
  s2: read corpus.juc.cfinline.fixed.Main.ledger // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:32)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:32)
  s4: read java.lang.System.out          // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:33)
  s5: read corpus.juc.cfinline.fixed.Main.total // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:33)
  s7: release java.lang.Object@Main.java:17 // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:34)
  s17: release java.lang.Object@Main.java:18 // at corpus.juc.cfinline.fixed.Main.lambda$main$1(Main.java:35)
}

proc corpus.juc.cfinline.fixed.Main.main {
  s1: read corpus.juc.cfinline.fixed.Main.result // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_2: tryup java.lang.Thread@Main.java:29.first 1 else s3 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_3: goto s3_1                        // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3: skip                               // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_5: call corpus.juc.cfinline.fixed.Main.lambda$main$0[corpus.juc.cfinline.fixed.Main.main:29#3] // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_4: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_8: tryup java.lang.Thread@Main.java:29.done 1 else s3_7 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_11: tryup java.lang.Thread@Main.java:29#2.first 1 else s3_9 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_12: goto s3_10                      // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_9: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_14: call corpus.juc.cfinline.fixed.Main.record // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_13: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_17: tryup java.lang.Thread@Main.java:29#2.done 1 else s3_16 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_16: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_10: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_7: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s3_1: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_2: tryup java.lang.Thread@Main.java:29#2.first 1 else s5 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_3: goto s5_1                        // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5: skip                               // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_5: call corpus.juc.cfinline.fixed.Main.record // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_4: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_8: tryup java.lang.Thread@Main.java:29#2.done 1 else s5_7 // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_7: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s5_1: skip                             // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  s10: fork corpus.juc.cfinline.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:30 // at corpus.juc.cfinline.fixed.Main.main(Main.java:37)
  s11: read corpus.juc.cfinline.fixed.Main.ledger // at corpus.juc.cfinline.fixed.Main.main(Main.java:39)
  s12: acquire java.lang.Object@Main.java:17 // at corpus.juc.cfinline.fixed.Main.main(Main.java:39)
  s14: release java.lang.Object@Main.java:17 // at corpus.juc.cfinline.fixed.Main.main(Main.java:41)
  s20: read corpus.juc.cfinline.fixed.Main.result // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22: tryup java.util.concurrent.CompletableFuture@Main.java:19.done 1 else s22_1 // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_4: tryup java.lang.Thread@Main.java:29.first 1 else s22_2 // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_5: goto s22_3                      // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_2: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_7: call corpus.juc.cfinline.fixed.Main.lambda$main$0[corpus.juc.cfinline.fixed.Main.main:29#3] // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_6: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_10: tryup java.lang.Thread@Main.java:29.done 1 else s22_9 // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_13: tryup java.lang.Thread@Main.java:29#2.first 1 else s22_11 // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_14: goto s22_12                    // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_11: skip                           // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_16: call corpus.juc.cfinline.fixed.Main.record // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_15: skip                           // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_19: tryup java.lang.Thread@Main.java:29#2.done 1 else s22_18 // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_18: skip                           // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_12: skip                           // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_9: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_3: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s22_1: skip                            // at corpus.juc.cfinline.fixed.Main.main(Main.java:42)
  s23: until java.lang.Thread@Main.java:29#2.done >= 1 // at corpus.juc.cfinline.fixed.Main.main(Main.java:43)
  s24: join java.lang.Thread@Main.java:30 // at corpus.juc.cfinline.fixed.Main.main(Main.java:44)
}

proc corpus.juc.cfinline.fixed.Main.record {
  s1: read corpus.juc.cfinline.fixed.Main.audit // at corpus.juc.cfinline.fixed.Main.record(Main.java:23)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.juc.cfinline.fixed.Main.record(Main.java:23)
  s3: read corpus.juc.cfinline.fixed.Main.total // at corpus.juc.cfinline.fixed.Main.record(Main.java:24)
  s5: write corpus.juc.cfinline.fixed.Main.total // at corpus.juc.cfinline.fixed.Main.record(Main.java:24)
  s6: release java.lang.Object@Main.java:18 // at corpus.juc.cfinline.fixed.Main.record(Main.java:25)
}

proc entry {
  init0: call corpus.juc.cfinline.fixed.Main.<clinit> // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
  main: call corpus.juc.cfinline.fixed.Main.main // at corpus.juc.cfinline.fixed.Main.main(Main.java:29)
}

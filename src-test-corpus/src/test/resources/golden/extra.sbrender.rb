main entry

proc corpus.extra.sbrender.Main$Entry.<init>[corpus.extra.sbrender.Main$Entry@Main.java:43] {
}

proc corpus.extra.sbrender.Main$Entry.equals[corpus.extra.sbrender.Main$Entry@Main.java:43] {
  s2: read corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main$Entry.equals(Main.java:31)
  s3: acquire java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.equals(Main.java:31)
  s12: release java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.equals(Main.java:32)
}

proc corpus.extra.sbrender.Main$Entry.hashCode[corpus.extra.sbrender.Main$Entry@Main.java:43] {
}

proc corpus.extra.sbrender.Main$Entry.toString[corpus.extra.sbrender.Main$Entry@Main.java:43] {
  s1: read corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main$Entry.toString(Main.java:24)
  s2: acquire java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.toString(Main.java:24)
  s4: release java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main$Entry.toString(Main.java:25)
}

proc corpus.extra.sbrender.Main.<clinit> {
  s2: write corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main.<clinit>(Main.java:18)
  s4: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
  s4_1: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
  s5: write corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.<clinit>(Main.java:19)
}

proc corpus.extra.sbrender.Main.lambda$main$0[corpus.extra.sbrender.Main.main:45#13] {
  s2: jump s2_1 s2_3                     // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s2_1: call corpus.extra.sbrender.Main$Entry.equals[corpus.extra.sbrender.Main$Entry@Main.java:43] // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s2_2: goto s2_j0                       // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s2_3: skip                             // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s2_j0: skip                            // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s3: jump s4 exit                       // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:46)
  s4: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_1: jump s5_3 s5_2                   // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_2: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_4: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_3: skip                             // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_5: jump s5_6 s5_7 s5_9 s5_11        // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_7: call corpus.extra.sbrender.Main$Entry.equals[corpus.extra.sbrender.Main$Entry@Main.java:43] // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_8: goto s5_6                        // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_9: call corpus.extra.sbrender.Main$Entry.hashCode[corpus.extra.sbrender.Main$Entry@Main.java:43] // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_10: goto s5_6                       // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_11: call corpus.extra.sbrender.Main$Entry.toString[corpus.extra.sbrender.Main$Entry@Main.java:43] // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_6: skip                             // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
  s5_13: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.sbrender.Main.main {
  s2: call corpus.extra.sbrender.Main$Entry.<init>[corpus.extra.sbrender.Main$Entry@Main.java:43] // at corpus.extra.sbrender.Main.main(Main.java:43)
  s5: jump s6 s13                        // at corpus.extra.sbrender.Main.main(Main.java:44)
  s6: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.main(Main.java:44)
  s13: fork corpus.extra.sbrender.Main.lambda$main$0[corpus.extra.sbrender.Main.main:45#13] java.lang.Thread@Main.java:45 // at corpus.extra.sbrender.Main.main(Main.java:50)
  s14: read corpus.extra.sbrender.Main.REGISTRY // at corpus.extra.sbrender.Main.main(Main.java:51)
  s15: acquire java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main.main(Main.java:51)
  s16: read corpus.extra.sbrender.Main.LOG // at corpus.extra.sbrender.Main.main(Main.java:52)
  s17: acquire java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.main(Main.java:52)
  s17_1: release java.lang.StringBuffer@Main.java:19 // at corpus.extra.sbrender.Main.main(Main.java:52)
  s18: release java.lang.Object@Main.java:18 // at corpus.extra.sbrender.Main.main(Main.java:53)
  s24: join java.lang.Thread@Main.java:45 // at corpus.extra.sbrender.Main.main(Main.java:54)
}

proc entry {
  init0: call corpus.extra.sbrender.Main.<clinit> // at corpus.extra.sbrender.Main.main(Main.java:43)
  main: call corpus.extra.sbrender.Main.main // at corpus.extra.sbrender.Main.main(Main.java:43)
}

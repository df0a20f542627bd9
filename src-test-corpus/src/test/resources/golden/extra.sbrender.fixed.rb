main entry

proc corpus.extra.sbrender.fixed.Main$Entry.<init>[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] {
}

proc corpus.extra.sbrender.fixed.Main$Entry.equals[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] {
  s2: read corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main$Entry.equals(Main.java:30)
  s3: acquire java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.equals(Main.java:30)
  s12: release java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.equals(Main.java:31)
}

proc corpus.extra.sbrender.fixed.Main$Entry.hashCode[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] {
}

proc corpus.extra.sbrender.fixed.Main$Entry.toString[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] {
  s1: read corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:23)
  s2: acquire java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:23)
  s4: release java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main$Entry.toString(Main.java:24)
}

proc corpus.extra.sbrender.fixed.Main.<clinit> {
  s2: write corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:17)
  s4: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:18)
  s4_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:18)
  s5: write corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.<clinit>(Main.java:18)
}

proc corpus.extra.sbrender.fixed.Main.lambda$main$0[corpus.extra.sbrender.fixed.Main.main:44#13] {
  s2: jump s2_1 s2_3                     // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s2_1: call corpus.extra.sbrender.fixed.Main$Entry.equals[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s2_2: goto s2_j0                       // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s2_3: skip                             // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s2_j0: skip                            // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s3: jump s4 exit                       // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:45)
  s4: jump s4_1 s4_3                     // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s4_1: call corpus.extra.sbrender.fixed.Main$Entry.toString[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s4_2: goto s4_j0                       // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s4_3: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s4_4: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s4_j0: skip                            // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:46)
  s5: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:47)
  s6: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:47)
  s6_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.lambda$main$0(Main.java:47)
}

proc corpus.extra.sbrender.fixed.Main.main {
  s2: call corpus.extra.sbrender.fixed.Main$Entry.<init>[corpus.extra.sbrender.fixed.Main$Entry@Main.java:42] // at corpus.extra.sbrender.fixed.Main.main(Main.java:42)
  s5: jump s6 s13                        // at corpus.extra.sbrender.fixed.Main.main(Main.java:43)
  s6: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.main(Main.java:43)
  s13: fork corpus.extra.sbrender.fixed.Main.lambda$main$0[corpus.extra.sbrender.fixed.Main.main:44#13] java.lang.Thread@Main.java:44 // at corpus.extra.sbrender.fixed.Main.main(Main.java:50)
  s14: read corpus.extra.sbrender.fixed.Main.REGISTRY // at corpus.extra.sbrender.fixed.Main.main(Main.java:51)
  s15: acquire java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main.main(Main.java:51)
  s16: read corpus.extra.sbrender.fixed.Main.LOG // at corpus.extra.sbrender.fixed.Main.main(Main.java:52)
  s17: acquire java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.main(Main.java:52)
  s17_1: release java.lang.StringBuffer@Main.java:18 // at corpus.extra.sbrender.fixed.Main.main(Main.java:52)
  s18: release java.lang.Object@Main.java:17 // at corpus.extra.sbrender.fixed.Main.main(Main.java:53)
  s24: join java.lang.Thread@Main.java:44 // at corpus.extra.sbrender.fixed.Main.main(Main.java:54)
}

proc entry {
  init0: call corpus.extra.sbrender.fixed.Main.<clinit> // at corpus.extra.sbrender.fixed.Main.main(Main.java:42)
  main: call corpus.extra.sbrender.fixed.Main.main // at corpus.extra.sbrender.fixed.Main.main(Main.java:42)
}

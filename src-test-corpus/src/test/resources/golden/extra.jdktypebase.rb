main entry

proc corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s3: write corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
}

proc corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s3: write corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
}

proc corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] {
  s3: jump s3_1 s3_3                     // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
  s3_1: write corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
  s3_2: goto s3_j0                       // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
  s3_3: write corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7].component // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
  s3_j0: skip                            // at corpus.extra.jdktypebase.Main$ArrayOf.<init>(Main.java:32)
}

proc corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s1: read corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_1: call corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_3: skip                             // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_j0: skip                            // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
}

proc corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s1: read corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_1: call corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_3: skip                             // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_j0: skip                            // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
}

proc corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] {
  s1: jump s1_1 s1_3                     // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s1_1: read corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3].component // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s1_2: goto s1_j0                       // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s1_3: read corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7].component // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s1_j0: skip                            // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_1: call corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_3: skip                             // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
  s2_j0: skip                            // at corpus.extra.jdktypebase.Main$ArrayOf.hashCode(Main.java:37)
}

proc corpus.extra.jdktypebase.Main.<clinit> {
  s2: write corpus.extra.jdktypebase.Main.A // at corpus.extra.jdktypebase.Main.<clinit>(Main.java:25)
  s5: write corpus.extra.jdktypebase.Main.B // at corpus.extra.jdktypebase.Main.<clinit>(Main.java:26)
}

proc corpus.extra.jdktypebase.Main.lambda$main$0 {
  s0: read corpus.extra.jdktypebase.Main.B // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:54)
  s1: acquire java.lang.Object@Main.java:26 // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:54)
  s2: read corpus.extra.jdktypebase.Main.A // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:55)
  s3: acquire java.lang.Object@Main.java:25 // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:55)
  s4: read java.lang.System.out          // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:56)
  s6: release java.lang.Object@Main.java:25 // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:57)
  s16: release java.lang.Object@Main.java:26 // at corpus.extra.jdktypebase.Main.lambda$main$0(Main.java:58)
}

proc corpus.extra.jdktypebase.Main.main {
  s3: call corpus.extra.jdktypebase.Main.wrap[args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.main(Main.java:51)
  s4: call corpus.extra.jdktypebase.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.main(Main.java:52)
  s9: fork corpus.extra.jdktypebase.Main.lambda$main$0 java.lang.Thread@Main.java:53 // at corpus.extra.jdktypebase.Main.main(Main.java:60)
  s10: read corpus.extra.jdktypebase.Main.A // at corpus.extra.jdktypebase.Main.main(Main.java:61)
  s11: acquire java.lang.Object@Main.java:25 // at corpus.extra.jdktypebase.Main.main(Main.java:61)
  s12: read corpus.extra.jdktypebase.Main.B // at corpus.extra.jdktypebase.Main.main(Main.java:62)
  s13: acquire java.lang.Object@Main.java:26 // at corpus.extra.jdktypebase.Main.main(Main.java:62)
  s14: read java.lang.System.out         // at corpus.extra.jdktypebase.Main.main(Main.java:63)
  s16: release java.lang.Object@Main.java:26 // at corpus.extra.jdktypebase.Main.main(Main.java:64)
  s26: release java.lang.Object@Main.java:25 // at corpus.extra.jdktypebase.Main.main(Main.java:65)
  s28: join java.lang.Thread@Main.java:53 // at corpus.extra.jdktypebase.Main.main(Main.java:66)
}

proc corpus.extra.jdktypebase.Main.wrap[args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s0: goto s7e1                          // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9: call corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9_1: goto exit                        // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7e1: call corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3]#args,p1=1 // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7e1_1: goto s9                        // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
}

proc corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7: call corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9: call corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
}

proc corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3]#args,p1=1 {
  s0: goto s7e3                          // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9: call corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9_1: goto exit                        // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7e3: call corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3]#args,p1=0 // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7e3_1: goto s9                        // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
}

proc corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7: call corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9: call corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
}

proc corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,args(p1=2),corpus.extra.jdktypebase.Main.main:51#3]#args,p1=0 {
}

proc corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s7: call corpus.extra.jdktypebase.Main.wrap[corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
  s9: call corpus.extra.jdktypebase.Main$ArrayOf.<init>[corpus.extra.jdktypebase.Main$ArrayOf@Main.java:47,corpus.extra.jdktypebase.Main.wrap:47#7,corpus.extra.jdktypebase.Main.wrap:47#7] // at corpus.extra.jdktypebase.Main.wrap(Main.java:47)
}

proc entry {
  init0: call corpus.extra.jdktypebase.Main.<clinit> // at corpus.extra.jdktypebase.Main.main(Main.java:51)
  main: call corpus.extra.jdktypebase.Main.main // at corpus.extra.jdktypebase.Main.main(Main.java:51)
}

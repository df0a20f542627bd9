main corpus.size.recunbounded.fixed.Main.main
var corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.depth { 0 7 } = 0
var corpus.size.recunbounded.fixed.RightWalker@Main.java:23.depth { 0 9 } = 0

proc corpus.size.recunbounded.fixed.LeftWalker.<init>[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] {
  s4: write corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.r // at corpus.size.recunbounded.fixed.LeftWalker.<init>(Main.java:38)
  s5: assign corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.depth 7 // at corpus.size.recunbounded.fixed.LeftWalker.<init>(Main.java:39)
}

proc corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] {
  s2: jump s3 s24                        // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:43)
  s3: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:44)
  s4: read corpus.size.recunbounded.fixed.Resources@Main.java:21.north // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:44)
  s5: acquire java.lang.Object@Main.java:28[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:44)
  s6: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:45)
  s7: read corpus.size.recunbounded.fixed.Resources@Main.java:21.south // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:45)
  s8: acquire java.lang.Object@Main.java:29[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:45)
  s9: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.r // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:46)
  s10: read corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:46)
  s12: write corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:46)
  s13: release java.lang.Object@Main.java:29[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:47)
  s13_1: goto s26                        // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:47)
  s24: call corpus.size.recunbounded.fixed.LeftWalker.odd[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:50)
  s24_1: goto exit                       // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:50)
  s26: release java.lang.Object@Main.java:28[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:48)
}

proc corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22]#args,p0=7 {
  s24e3: call corpus.size.recunbounded.fixed.LeftWalker.odd[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] // at corpus.size.recunbounded.fixed.LeftWalker.even(Main.java:50)
}

proc corpus.size.recunbounded.fixed.LeftWalker.odd[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] {
  s2: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.r // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:55)
  s3: read corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:55)
  s5: write corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:55)
  s7: call corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] // at corpus.size.recunbounded.fixed.LeftWalker.odd(Main.java:56)
}

proc corpus.size.recunbounded.fixed.LeftWalker.run[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] {
  s1: read corpus.size.recunbounded.fixed.LeftWalker@Main.java:22.depth // at corpus.size.recunbounded.fixed.LeftWalker.run(Main.java:61)
  s2e1: call corpus.size.recunbounded.fixed.LeftWalker.even[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22]#args,p0=7 // at corpus.size.recunbounded.fixed.LeftWalker.run(Main.java:61)
}

proc corpus.size.recunbounded.fixed.Main.main {
  s2: call corpus.size.recunbounded.fixed.Resources.<init>[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.Main.main(Main.java:21)
  s5: call corpus.size.recunbounded.fixed.LeftWalker.<init>[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] // at corpus.size.recunbounded.fixed.Main.main(Main.java:22)
  s6: fork corpus.size.recunbounded.fixed.LeftWalker.run[corpus.size.recunbounded.fixed.LeftWalker@Main.java:22] corpus.size.recunbounded.fixed.LeftWalker@Main.java:22 // at corpus.size.recunbounded.fixed.Main.main(Main.java:22)
  s8: call corpus.size.recunbounded.fixed.RightWalker.<init>[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] // at corpus.size.recunbounded.fixed.Main.main(Main.java:23)
  s9: fork corpus.size.recunbounded.fixed.RightWalker.run[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] corpus.size.recunbounded.fixed.RightWalker@Main.java:23 // at corpus.size.recunbounded.fixed.Main.main(Main.java:23)
}

proc corpus.size.recunbounded.fixed.Resources.<init>[corpus.size.recunbounded.fixed.Resources@Main.java:21] {
  s4: write corpus.size.recunbounded.fixed.Resources@Main.java:21.north // at corpus.size.recunbounded.fixed.Resources.<init>(Main.java:28)
  s7: write corpus.size.recunbounded.fixed.Resources@Main.java:21.south // at corpus.size.recunbounded.fixed.Resources.<init>(Main.java:29)
}

proc corpus.size.recunbounded.fixed.RightWalker.<init>[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] {
  s4: write corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.<init>(Main.java:70)
  s5: assign corpus.size.recunbounded.fixed.RightWalker@Main.java:23.depth 9 // at corpus.size.recunbounded.fixed.RightWalker.<init>(Main.java:71)
}

proc corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] {
  s2: jump s3 s10                        // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:75)
  s3: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s4: read corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s6: write corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s8: call corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
  s8_1: goto exit                        // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
  s10: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:79)
  s11: read corpus.size.recunbounded.fixed.Resources@Main.java:21.north // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:79)
  s12: acquire java.lang.Object@Main.java:28[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:79)
  s13: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:80)
  s14: read corpus.size.recunbounded.fixed.Resources@Main.java:21.south // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:80)
  s15: acquire java.lang.Object@Main.java:29[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:80)
  s16: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:81)
  s17: read corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:81)
  s19: write corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:81)
  s20: release java.lang.Object@Main.java:29[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:82)
  s30: release java.lang.Object@Main.java:28[corpus.size.recunbounded.fixed.Resources@Main.java:21] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:83)
}

proc corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:23]#args,p0=9 {
  s3e1: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.r // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s4e1: read corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s6e1: write corpus.size.recunbounded.fixed.Resources@Main.java:21.steps // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:76)
  s8e3: call corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] // at corpus.size.recunbounded.fixed.RightWalker.descend(Main.java:77)
}

proc corpus.size.recunbounded.fixed.RightWalker.run[corpus.size.recunbounded.fixed.RightWalker@Main.java:23] {
  s1: read corpus.size.recunbounded.fixed.RightWalker@Main.java:23.depth // at corpus.size.recunbounded.fixed.RightWalker.run(Main.java:89)
  s2e1: call corpus.size.recunbounded.fixed.RightWalker.descend[corpus.size.recunbounded.fixed.RightWalker@Main.java:23]#args,p0=9 // at corpus.size.recunbounded.fixed.RightWalker.run(Main.java:89)
}

main corpus.jada.philtablep.Main.main

proc corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:18] {
  s4: write corpus.jada.philtablep.Diner@Main.java:18.left // at corpus.jada.philtablep.Diner.<init>(Main.java:64)
  s5: write corpus.jada.philtablep.Diner@Main.java:18.right // at corpus.jada.philtablep.Diner.<init>(Main.java:65)
}

proc corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:19] {
  s4: write corpus.jada.philtablep.Diner@Main.java:19.left // at corpus.jada.philtablep.Diner.<init>(Main.java:64)
  s5: write corpus.jada.philtablep.Diner@Main.java:19.right // at corpus.jada.philtablep.Diner.<init>(Main.java:65)
}

proc corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:20] {
  s4: write corpus.jada.philtablep.Diner@Main.java:20.left // at corpus.jada.philtablep.Diner.<init>(Main.java:64)
  s5: write corpus.jada.philtablep.Diner@Main.java:20.right // at corpus.jada.philtablep.Diner.<init>(Main.java:65)
}

proc corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:21] {
  s4: write corpus.jada.philtablep.Diner@Main.java:21.left // at corpus.jada.philtablep.Diner.<init>(Main.java:64)
  s5: write corpus.jada.philtablep.Diner@Main.java:21.right // at corpus.jada.philtablep.Diner.<init>(Main.java:65)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:18] {
  s2: jump s3 exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:69)
  s3: read corpus.jada.philtablep.Diner@Main.java:18.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4: acquire corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5: read corpus.jada.philtablep.Diner@Main.java:18.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6: acquire corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7: read corpus.jada.philtablep.Diner@Main.java:18.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8: read corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10: write corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11: read corpus.jada.philtablep.Diner@Main.java:18.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12: read corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14: write corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15: release corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s15_1: goto s28                        // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s26: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:18] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s26_1: goto exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s28: release corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s28_1: goto s26                        // at corpus.jada.philtablep.Diner.eat(Main.java:75)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:18]#args,p0=3 {
  s3e1: read corpus.jada.philtablep.Diner@Main.java:18.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4e1: acquire corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5e1: read corpus.jada.philtablep.Diner@Main.java:18.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6e1: acquire corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7e1: read corpus.jada.philtablep.Diner@Main.java:18.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8e1: read corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10e1: write corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11e1: read corpus.jada.philtablep.Diner@Main.java:18.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12e1: read corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14e1: write corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15e1: release corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s28e1: release corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s26e3: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:18] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:19] {
  s2: jump s3 exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:69)
  s3: read corpus.jada.philtablep.Diner@Main.java:19.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4: acquire corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5: read corpus.jada.philtablep.Diner@Main.java:19.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6: acquire corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7: read corpus.jada.philtablep.Diner@Main.java:19.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8: read corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10: write corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11: read corpus.jada.philtablep.Diner@Main.java:19.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12: read corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14: write corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15: release corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s15_1: goto s28                        // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s26: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:19] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s26_1: goto exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s28: release corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s28_1: goto s26                        // at corpus.jada.philtablep.Diner.eat(Main.java:75)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:19]#args,p0=3 {
  s3e1: read corpus.jada.philtablep.Diner@Main.java:19.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4e1: acquire corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5e1: read corpus.jada.philtablep.Diner@Main.java:19.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6e1: acquire corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7e1: read corpus.jada.philtablep.Diner@Main.java:19.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8e1: read corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10e1: write corpus.jada.philtablep.Fork@Main.java:17#2.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11e1: read corpus.jada.philtablep.Diner@Main.java:19.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12e1: read corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14e1: write corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15e1: release corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s28e1: release corpus.jada.philtablep.Fork@Main.java:17#2 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s26e3: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:19] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:20] {
  s2: jump s3 exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:69)
  s3: read corpus.jada.philtablep.Diner@Main.java:20.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4: acquire corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5: read corpus.jada.philtablep.Diner@Main.java:20.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6: acquire corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7: read corpus.jada.philtablep.Diner@Main.java:20.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8: read corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10: write corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11: read corpus.jada.philtablep.Diner@Main.java:20.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12: read corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14: write corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15: release corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s15_1: goto s28                        // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s26: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:20] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s26_1: goto exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s28: release corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s28_1: goto s26                        // at corpus.jada.philtablep.Diner.eat(Main.java:75)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:20]#args,p0=3 {
  s3e1: read corpus.jada.philtablep.Diner@Main.java:20.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4e1: acquire corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5e1: read corpus.jada.philtablep.Diner@Main.java:20.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6e1: acquire corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7e1: read corpus.jada.philtablep.Diner@Main.java:20.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8e1: read corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10e1: write corpus.jada.philtablep.Fork@Main.java:17#3.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11e1: read corpus.jada.philtablep.Diner@Main.java:20.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12e1: read corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14e1: write corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15e1: release corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s28e1: release corpus.jada.philtablep.Fork@Main.java:17#3 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s26e3: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:20] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:21] {
  s2: jump s3 exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:69)
  s3: read corpus.jada.philtablep.Diner@Main.java:21.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4: acquire corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5: read corpus.jada.philtablep.Diner@Main.java:21.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6: acquire corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7: read corpus.jada.philtablep.Diner@Main.java:21.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8: read corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10: write corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11: read corpus.jada.philtablep.Diner@Main.java:21.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12: read corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14: write corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15: release corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s15_1: goto s28                        // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s26: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:21] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s26_1: goto exit                       // at corpus.jada.philtablep.Diner.eat(Main.java:76)
  s28: release corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s28_1: goto s26                        // at corpus.jada.philtablep.Diner.eat(Main.java:75)
}

proc corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:21]#args,p0=3 {
  s3e1: read corpus.jada.philtablep.Diner@Main.java:21.left // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s4e1: acquire corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:70)
  s5e1: read corpus.jada.philtablep.Diner@Main.java:21.right // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s6e1: acquire corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:71)
  s7e1: read corpus.jada.philtablep.Diner@Main.java:21.left // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s8e1: read corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s10e1: write corpus.jada.philtablep.Fork@Main.java:17#4.uses // at corpus.jada.philtablep.Diner.eat(Main.java:72)
  s11e1: read corpus.jada.philtablep.Diner@Main.java:21.right // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s12e1: read corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s14e1: write corpus.jada.philtablep.Fork@Main.java:17.uses // at corpus.jada.philtablep.Diner.eat(Main.java:73)
  s15e1: release corpus.jada.philtablep.Fork@Main.java:17 // at corpus.jada.philtablep.Diner.eat(Main.java:74)
  s28e1: release corpus.jada.philtablep.Fork@Main.java:17#4 // at corpus.jada.philtablep.Diner.eat(Main.java:75)
  s26e3: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:21] // at corpus.jada.philtablep.Diner.eat(Main.java:76)
}

proc corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:18] {
  s1: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:18]#args,p0=3 // at corpus.jada.philtablep.Diner.run(Main.java:82)
}

proc corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:19] {
  s1: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:19]#args,p0=3 // at corpus.jada.philtablep.Diner.run(Main.java:82)
}

proc corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:20] {
  s1: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:20]#args,p0=3 // at corpus.jada.philtablep.Diner.run(Main.java:82)
}

proc corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:21] {
  s1: call corpus.jada.philtablep.Diner.eat[corpus.jada.philtablep.Diner@Main.java:21]#args,p0=3 // at corpus.jada.philtablep.Diner.run(Main.java:82)
}

proc corpus.jada.philtablep.Fork.<init>[corpus.jada.philtablep.Fork@Main.java:17#2] {
}

proc corpus.jada.philtablep.Main.main {
  s3: call corpus.jada.philtablep.Fork.<init>[corpus.jada.philtablep.Fork@Main.java:17#2] // at corpus.jada.philtablep.Main.main(Main.java:17)
  s5: call corpus.jada.philtablep.Fork.<init>[corpus.jada.philtablep.Fork@Main.java:17#2] // at corpus.jada.philtablep.Main.main(Main.java:17)
  s7: call corpus.jada.philtablep.Fork.<init>[corpus.jada.philtablep.Fork@Main.java:17#2] // at corpus.jada.philtablep.Main.main(Main.java:17)
  s9: call corpus.jada.philtablep.Fork.<init>[corpus.jada.philtablep.Fork@Main.java:17#2] // at corpus.jada.philtablep.Main.main(Main.java:17)
  s10: call corpus.jada.philtablep.Table.<init>[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:17)
  s13: call corpus.jada.philtablep.Table.fork0[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:18)
  s14: call corpus.jada.philtablep.Table.fork1[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:18)
  s15: call corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:18] // at corpus.jada.philtablep.Main.main(Main.java:18)
  s16: fork corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:18] corpus.jada.philtablep.Diner@Main.java:18 // at corpus.jada.philtablep.Main.main(Main.java:18)
  s18: call corpus.jada.philtablep.Table.fork1[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:19)
  s19: call corpus.jada.philtablep.Table.fork2[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:19)
  s20: call corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:19] // at corpus.jada.philtablep.Main.main(Main.java:19)
  s21: fork corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:19] corpus.jada.philtablep.Diner@Main.java:19 // at corpus.jada.philtablep.Main.main(Main.java:19)
  s23: call corpus.jada.philtablep.Table.fork2[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:20)
  s24: call corpus.jada.philtablep.Table.fork3[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:20)
  s25: call corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:20] // at corpus.jada.philtablep.Main.main(Main.java:20)
  s26: fork corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:20] corpus.jada.philtablep.Diner@Main.java:20 // at corpus.jada.philtablep.Main.main(Main.java:20)
  s28: call corpus.jada.philtablep.Table.fork3[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:21)
  s29: call corpus.jada.philtablep.Table.fork0[corpus.jada.philtablep.Table@Main.java:17] // at corpus.jada.philtablep.Main.main(Main.java:21)
  s30: call corpus.jada.philtablep.Diner.<init>[corpus.jada.philtablep.Diner@Main.java:21] // at corpus.jada.philtablep.Main.main(Main.java:21)
  s31: fork corpus.jada.philtablep.Diner.run[corpus.jada.philtablep.Diner@Main.java:21] corpus.jada.philtablep.Diner@Main.java:21 // at corpus.jada.philtablep.Main.main(Main.java:21)
}

proc corpus.jada.philtablep.Table.<init>[corpus.jada.philtablep.Table@Main.java:17] {
  s6: write corpus.jada.philtablep.Table@Main.java:17.f0 // at corpus.jada.philtablep.Table.<init>(Main.java:36)
  s7: write corpus.jada.philtablep.Table@Main.java:17.f1 // at corpus.jada.philtablep.Table.<init>(Main.java:37)
  s8: write corpus.jada.philtablep.Table@Main.java:17.f2 // at corpus.jada.philtablep.Table.<init>(Main.java:38)
  s9: write corpus.jada.philtablep.Table@Main.java:17.f3 // at corpus.jada.philtablep.Table.<init>(Main.java:39)
}

proc corpus.jada.philtablep.Table.fork0[corpus.jada.philtablep.Table@Main.java:17] {
  s1: read corpus.jada.philtablep.Table@Main.java:17.f0 // at corpus.jada.philtablep.Table.fork0(Main.java:43)
}

proc corpus.jada.philtablep.Table.fork1[corpus.jada.philtablep.Table@Main.java:17] {
  s1: read corpus.jada.philtablep.Table@Main.java:17.f1 // at corpus.jada.philtablep.Table.fork1(Main.java:47)
}

proc corpus.jada.philtablep.Table.fork2[corpus.jada.philtablep.Table@Main.java:17] {
  s1: read corpus.jada.philtablep.Table@Main.java:17.f2 // at corpus.jada.philtablep.Table.fork2(Main.java:51)
}

proc corpus.jada.philtablep.Table.fork3[corpus.jada.philtablep.Table@Main.java:17] {
  s1: read corpus.jada.philtablep.Table@Main.java:17.f3 // at corpus.jada.philtablep.Table.fork3(Main.java:55)
}
